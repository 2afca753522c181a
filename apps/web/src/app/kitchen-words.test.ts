import { describe, expect, it } from 'vitest';
import { catalogueT, englishT } from '../features/cook/catalogue.test-support';
import { equipmentWord, kitchenWord, stationWord, taskTypeWord } from './kitchen-words';

const t = englishT();

describe('kitchenWord', () => {
  it('gives kitchen words for task types, difficulties and statuses', () => {
    expect(kitchenWord(t, 'timer_active')).toBe('Timed, stay with it');
    expect(kitchenWord(t, 'equipment_claim')).toBe('Needs equipment');
    expect(kitchenWord(t, 'intermediate')).toBe('Intermediate');
    expect(kitchenWord(t, 'in_progress')).toBe('In progress');
  });

  it('turns an unknown key into words, never the raw key', () => {
    expect(kitchenWord(t, 'deep_frying')).toBe('Deep frying');
    expect(kitchenWord(t, 'constructor')).toBe('Constructor');
    expect(kitchenWord(t, '')).toBe('');
    expect(kitchenWord(t, null)).toBe('');
  });
});

describe('equipment, stations and task types', () => {
  it('names equipment alone and inside a sentence', () => {
    expect(equipmentWord(t, 'prep_station')).toBe('Prep station');
    expect(equipmentWord(t, 'Big pot')).toBe('Big pot');
    expect(taskTypeWord(t, 'equipment_claim', ['oven', 'stand_mixer'])).toBe('Needs oven, stand mixer');
    expect(taskTypeWord(t, 'timer_passive')).toBe('Timed, hands-off');
    expect(taskTypeWord(t, null)).toBe('Task');
    expect(stationWord(t, 'burner')).toBe('Stove');
  });

  it('lets each language write equipment inside a sentence its own way (German nouns keep their capital)', () => {
    expect(taskTypeWord(catalogueT('de'), 'equipment_claim', ['oven'])).toBe('Braucht Ofen');
    expect(taskTypeWord(catalogueT('fr'), 'equipment_claim', ['oven'])).toBe('Besoin\u00a0: four');
    expect(equipmentWord(catalogueT('fr'), 'oven')).toBe('Four');
  });
});
