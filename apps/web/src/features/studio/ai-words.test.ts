import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n';
import de from '../../i18n/locales/de/studio.json';
import en from '../../i18n/locales/en/studio.json';
import { changeLine, fieldValue, progressText } from './ai-words';

/** `t` of one language's studio messages, rendered by Lingui as the app renders them. */
function translate(locale: string, tag: string, raw: Record<string, string>): Translate {
  const messages = Object.fromEntries(Object.entries(raw).map(([id, message]) => [id, compileMessageOrThrow(message)]));
  const i18n = setupI18n({ locale, locales: [tag], messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
}
const t = translate('en', 'en-GB', en);

describe('changeLine', () => {
  it('reads a field change in kitchen words', () => {
    expect(changeLine(t, { field: 'estimated_duration_minutes', before: 5, after: 8 })).toBe('Minutes: 5 → 8');
    expect(changeLine(t, { field: 'equipment', before: ['prep_station'], after: ['oven', 'prep_station'] })).toBe('Equipment: Prep station → Oven, Prep station');
    expect(changeLine(t, { field: 'task_type', before: 'prep', after: 'timer_passive' })).toBe('Type: Prep → Timed, hands-off');
    expect(changeLine(t, { field: 'skill_requirements', before: [], after: ['knife_work'] })).toBe('Skills: none → Knife work');
    expect(changeLine(t, { field: 'quantity_dependent', before: false, after: true })).toBe('Grows with servings: no → yes');
    expect(changeLine(t, { field: 'timer_duration_minutes', before: null, after: 30 })).toBe('Timer minutes: none → 30');
  });

  it('cuts long text short', () => {
    const long = 'x'.repeat(200);
    expect(fieldValue(t, 'description', long)).toHaveLength(80);
    expect(fieldValue(t, 'description', long).endsWith('…')).toBe(true);
  });
});

describe('progressText', () => {
  it('says what the model has sent so far', () => {
    expect(progressText(t, { attempt: 1, characters: 0, tasks: 0, phase: 'waiting' })).toBe('Waiting for the AI to start answering…');
    expect(progressText(t, { attempt: 1, characters: 1234, tasks: 1, phase: 'receiving' })).toBe('Receiving the recipe: 1 task so far (1,234 characters)');
    expect(progressText(t, { attempt: 1, characters: 2000, tasks: 6, phase: 'checking' })).toBe('Checking the answer: 6 tasks…');
    expect(progressText(t, { attempt: 2, characters: 10, tasks: 0, phase: 'receiving' })).toBe(
      'The AI is fixing its answer (attempt 2 of 3). Receiving the recipe: 0 tasks so far (10 characters)',
    );
  });

  it('counts in the language: German plurals and thousands separator', () => {
    const tDe = translate('de', 'de-DE', de);
    expect(progressText(tDe, { attempt: 1, characters: 1234, tasks: 1, phase: 'receiving' })).toBe('Das Rezept kommt an: bisher 1 Aufgabe (1.234 Zeichen)');
    expect(progressText(tDe, { attempt: 1, characters: 2000, tasks: 6, phase: 'checking' })).toBe('Antwort wird geprüft: 6 Aufgaben…');
  });
});
