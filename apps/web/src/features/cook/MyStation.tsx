import { stationWord } from '../../app/kitchen-words';

/** Fixed-station sessions: the station this cook stays at, in the header (nothing in rotation mode). */
export function MyStation({ station }: { station: string | null | undefined }) {
  if (!station) return null;
  return (
    <span className="cook-station" data-station={station}>
      Your station: <strong>{stationWord(station)}</strong>
    </span>
  );
}
