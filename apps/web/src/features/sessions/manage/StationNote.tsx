import { stationWord } from '../../../app/kitchen-words';
import { T } from '../../../i18n';

/** Fixed-station sessions: the station a cook stays at, on the host's board and cook cards. */
export function StationNote({ station }: { station: string | null | undefined }) {
  if (!station) return null;
  return (
    <p className="cook-station-note" data-station={station}>
      <T id="host.station" values={{ station: stationWord(station) }} components={{ 0: <strong /> }} />
    </p>
  );
}
