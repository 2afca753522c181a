import { stationWord } from '../../../app/kitchen-words';
import { T, useT } from '../../../i18n';

/** Fixed-station sessions: the station a cook stays at, on the host's board and cook cards. */
export function StationNote({ station }: { station: string | null | undefined }) {
  const t = useT();
  if (!station) return null;
  return (
    <p className="cook-station-note" data-station={station}>
      <T id="host.station" values={{ station: stationWord(t, station) }} components={{ 0: <strong /> }} />
    </p>
  );
}
