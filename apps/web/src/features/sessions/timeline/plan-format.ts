import { TASK_EQUIPMENT, type TimelineLane } from '@brigade/contracts';
import type { Formatters, MessageId, Translate } from '../../../i18n';

/**
 * 'With 3 cooks this meal takes 1 h 20 min, with 4 cooks 1 h 5 min.': how long a meal takes, as
 * the host reads it (German ends on the abbreviation's dot: 'mit 4 Köchen 1 Std. 5 Min.').
 */
export function estimateSentence(estimates: Array<{ cooks: number; minutes: number }>, t: Translate, f: Formatters): string {
  const parts = estimates.map((e, i) => t(i === 0 ? 'meal.timeline.estimate.first' : 'meal.timeline.estimate.next', { count: e.cooks, duration: f.duration(e.minutes) }));
  return t('meal.timeline.estimates', { estimates: parts.join(', ') });
}

const EQUIPMENT_LANES = Object.fromEntries(TASK_EQUIPMENT.map((key) => [`equipment:${key}`, `meal.timeline.lane.${key}` as MessageId]));

/**
 * A lane's name in the page's language: the lane of timers running by themselves, a planned cook
 * ('Cook 2') and the kitchen's equipment are words; a cook who joined keeps their name.
 */
export function laneLabel(lane: TimelineLane, t: Translate): string {
  if (lane.id === 'unattended') return t('meal.timeline.lane.timers');
  const planned = /^cook:planned-(\d+)$/.exec(lane.id);
  if (planned) return t('meal.timeline.lane.plannedCook', { number: Number(planned[1]) });
  const equipment = EQUIPMENT_LANES[lane.id];
  return equipment ? t(equipment) : lane.label;
}

/** A stable colour per dish, readable on white, from a small palette. */
const PALETTE = ['#2b6cb0', '#c05621', '#2f855a', '#9b2c2c', '#6b46c1', '#b7791f', '#2c7a7b', '#97266d'];
export function dishColour(index: number): string {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
}
