import { stationWord } from '../../app/kitchen-words';
import { T, useT } from '../../i18n';

/** Fixed-station sessions: the station this cook stays at, in the header (nothing in rotation mode). */
export function MyStation({ station }: { station: string | null | undefined }) {
  const t = useT();
  if (!station) return null;
  return (
    <span className="cook-station" data-station={station}>
      <T id="cook.header.station" values={{ station: stationWord(t, station) }} components={{ 0: <strong /> }} />
    </span>
  );
}
