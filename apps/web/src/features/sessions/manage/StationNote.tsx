import { stationWord } from '../../../app/kitchen-words';

/** Fixed-station sessions: the station a cook stays at, on the host's board and cook cards. */
export function StationNote({ station }: { station: string | null | undefined }) {
  if (!station) return null;
  return (
    <p className="cook-station-note" data-station={station}>
      Station: <strong>{stationWord(station)}</strong>
    </p>
  );
}
