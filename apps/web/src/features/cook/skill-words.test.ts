import { SKILL_CATALOGUE } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from './catalogue.test-support';
import { skillName } from './skill-words';

const t = englishT();

describe('skillName', () => {
  it('names every seeded skill from the catalogue, in English exactly as the seed writes it', () => {
    for (const skill of SKILL_CATALOGUE) {
      expect(skillName(t, skill)).toBe(skill.display_name);
      // ... through its own message (so every language has it), never the name from the server.
      expect(skillName(((id: string) => `<${id}>`) as typeof t, skill)).toBe(`<cook.skill.${skill.key}>`);
    }
  });

  it('keeps the given name of a skill it does not know', () => {
    expect(skillName(t, { key: 'foraging', display_name: 'Foraging' })).toBe('Foraging');
    expect(skillName(t, { key: null, display_name: 'Whatever' })).toBe('Whatever');
  });
});
