import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n';
import deApi from '../../i18n/locales/de/apiHost.json';
import de from '../../i18n/locales/de/studio.json';
import enApi from '../../i18n/locales/en/apiHost.json';
import en from '../../i18n/locales/en/studio.json';
import deCook from '../../i18n/locales/de/cook.json';
import enCook from '../../i18n/locales/en/cook.json';
import { i18n } from '../../i18n/runtime';
import { changeLine, fieldValue, progressText, resultText } from './ai-words';

const compiled = (raw: Record<string, string>) => Object.fromEntries(Object.entries(raw).map(([id, message]) => [id, compileMessageOrThrow(message)]));
// The kitchen words (equipment, types, levels) are the cook catalogue's `cook.word.*`.
i18n.load({ en: compiled({ ...en, ...enApi, ...enCook }), de: compiled({ ...de, ...deApi, ...deCook }) });

/** `t` in one language: the app's own Lingui instance with the studio, kitchen-word and server-text messages, rendered as the app renders them. */
function translate(locale: 'en' | 'de', tag: string): Translate {
  return (id, values) => {
    i18n.activate(locale, [tag]);
    return i18n._(id, values);
  };
}
const t = translate('en', 'en-GB');

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
    const tDe = translate('de', 'de-DE');
    expect(progressText(tDe, { attempt: 1, characters: 1234, tasks: 1, phase: 'receiving' })).toBe('Das Rezept kommt an: bisher 1 Aufgabe (1.234 Zeichen)');
    expect(progressText(tDe, { attempt: 1, characters: 2000, tasks: 6, phase: 'checking' })).toBe('Antwort wird geprüft: 6 Aufgaben…');
  });
});

describe('resultText', () => {
  it('reads a studio result in the active language by the code the server sends beside its English', () => {
    const saved = { message: 'Recipe saved successfully! (Recipe #12) - Now available in Browse tab.', text: { code: 'studio.saved', params: { id: 12 } } };
    expect(resultText(t, saved, 'x')).toBe(saved.message);
    expect(resultText(translate('de', 'de-DE'), saved, 'x')).toBe(deApi['api.studio.saved'].replace('{id}', '12'));
  });

  it('does not guess a code from the English: without one, the English as sent, else the fallback', () => {
    const de = translate('de', 'de-DE');
    expect(resultText(de, { message: 'Recipe saved successfully! (Recipe #12) - Now available in Browse tab.', text: null }, 'x')).toBe('Recipe saved successfully! (Recipe #12) - Now available in Browse tab.');
    expect(resultText(de, { message: 'Something only this model says.', text: { code: 'no.such.code', params: {} } }, 'x')).toBe('Something only this model says.');
    expect(resultText(de, { message: null, error: null }, 'Fallback')).toBe('Fallback');
  });
});
