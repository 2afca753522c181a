import { useReactFlow } from '@xyflow/react';
import type { Band } from './band-layout';
import { useT } from '../../i18n';
import { FIT_PADDING } from './task-display';

/** A short glide between views, none for people who asked for reduced motion. */
const MOVE = {
  get duration() {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : 250;
  },
};

/** Large zoom buttons beside the map (the map's own controls are too small to tap). */
export function MapZoomButtons({ taskCount }: { taskCount: number }) {
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  const t = useT();
  return (
    <div className="map-zoom" role="group" aria-label={t('recipes.map.zoom')}>
      <button type="button" className="map-button" onClick={() => void zoomIn(MOVE)} aria-label={t('recipes.map.zoomIn')}>
        +
      </button>
      <button type="button" className="map-button" onClick={() => void zoomOut(MOVE)} aria-label={t('recipes.map.zoomOut')}>
        −
      </button>
      <button
        type="button"
        className="map-button map-button-wide"
        onClick={() => void fitView({ padding: FIT_PADDING, maxZoom: 1, ...MOVE })}
        title={t('recipes.map.showAllTitle', { count: taskCount })}
      >
        {t('recipes.map.showAll')}
      </button>
    </div>
  );
}

/** One button per dish band: moves the map to that dish (the overview of a big session). */
export function BandNavigator({ bands }: { bands: readonly Band[] }) {
  const { fitView } = useReactFlow();
  const t = useT();
  const named = bands.filter((b) => b.label);
  if (named.length < 2) return null;
  return (
    <nav className="band-nav" aria-label={t('recipes.map.dishes')}>
      <strong>{t('recipes.map.dishes')}</strong>
      <ul>
        {named.map((band) => (
          <li key={band.id}>
            <button
              type="button"
              className="map-button band-nav-button"
              onClick={() => void fitView({ nodes: [{ id: `band:${band.id}` }], padding: 0.05, maxZoom: 1, ...MOVE })}
            >
              {band.label} <span className="band-nav-count">({band.nodeIds.length})</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
