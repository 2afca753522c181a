/**
 * The font size of a card's name when the map is zoomed out so far that cards show only their names
 * (TaskFlow's `name` level). At 44 flow px a long word ('vegetables', 'mushrooms') is wider than the
 * card and the browser broke it mid-word ('Assembl e and…', issue 38.6); such a name is set smaller,
 * down to 36 px, which still reads at 11 px on screen at the zoom the map opens with for a big meal
 * (e2e taskmap-legibility). A word that does not fit even then may still break.
 */
export const NAME_LEVEL_PX = 44;
export const NAME_LEVEL_MIN_PX = 36;
/**
 * The card's text width at that level: 250 px less its 12 px accent border, 1 px border and 2 ×
 * 0.35rem padding (taskmap.css, `.task-card-level-name`); the name is set in regular weight there,
 * which is narrower than bold and as readable at this size.
 */
const NAME_TEXT_WIDTH_PX = 225;

let measure: CanvasRenderingContext2D | null | undefined;

/** Pixels of `name`'s widest word (a hyphen may break: 'garlic-' and 'ginger' apart), in regular weight at 44 px. */
function widestWordPx(name: string): number | null {
  if (measure === undefined) {
    try {
      measure = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      measure = null;
    }
    if (measure) measure.font = `400 ${NAME_LEVEL_PX}px ${getComputedStyle(document.body).fontFamily}`;
  }
  if (!measure) return null;
  const words = name.match(/[^\s-]+-?/g) ?? [];
  return words.reduce((widest, word) => Math.max(widest, measure!.measureText(word).width), 0);
}

/** The name level's font size for `name`, in flow px. */
export function nameLevelFontPx(name: string): number {
  const widest = widestWordPx(name);
  if (widest === null || widest <= NAME_TEXT_WIDTH_PX) return NAME_LEVEL_PX;
  return Math.max(NAME_LEVEL_MIN_PX, Math.floor((NAME_LEVEL_PX * NAME_TEXT_WIDTH_PX) / widest));
}
