import type { CookIdle } from '@brigade/contracts';
import { idleText, finishMoveReasonText } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { lastSeenText } from '../manage/last-seen';
import { finishMoveReason, idleWords } from './board-words';
import { messagesFor } from './messages-for-tests';

const en = messagesFor('en');
const de = messagesFor('de');
const es = messagesFor('es');
const clock = (iso: string) => iso.slice(11, 16);
const idle = (over: Partial<CookIdle>): CookIdle => ({ kind: 'waiting', task_name: null, until: null, waiting_for: null, beyond_skills: [], ...over });

describe('the host board in the page language', () => {
  it('says why a cook is idle from the plan’s code, in English exactly as the API’s own words', () => {
    const cases: CookIdle[] = [
      idle({ kind: 'busy' }),
      idle({ kind: 'ready', task_name: 'Peel' }),
      idle({ kind: 'ready' }),
      idle({ waiting_for: { kind: 'equipment', name: 'oven' }, until: '2026-11-26T16:12:00.000Z' }),
      idle({ waiting_for: { kind: 'equipment', name: 'oven' } }),
      idle({ waiting_for: { kind: 'equipment', name: 'stand mixer', key: 'stand_mixer' } }),
      idle({ waiting_for: { kind: 'task', name: 'Slice the onion' }, until: '2026-11-26T16:12:00.000Z' }),
      idle({ task_name: 'Dress', until: '2026-11-26T16:12:00.000Z' }),
      idle({}),
      idle({ kind: 'no_skills' }),
      idle({ kind: 'nothing_left' }),
      idle({ kind: 'on_break' }),
    ];
    for (const c of cases) expect(idleWords(en, c, clock, 'en')).toBe(idleText(c, clock));
    // Equipment by its key, in the page's language (not the API's English name).
    const mixer = idle({ waiting_for: { kind: 'equipment', name: 'stand mixer', key: 'stand_mixer' }, until: '2026-11-26T16:12:00.000Z' });
    expect(idleWords(de, mixer, clock, 'de')).toBe('wartet bis 16:12 auf: Küchenmaschine');
    expect(idleWords(es, mixer, clock, 'es')).toBe('espera hasta las 16:12: amasadora');
    expect(idleWords(de, idle({ waiting_for: { kind: 'task', name: 'Zwiebel schneiden' }, until: '2026-11-26T16:12:00.000Z' }), clock, 'de')).toBe('wartet bis 16:12 auf Zwiebel schneiden');
  });

  it("names the tasks in the page's language where the recipe has them (issue 38.2), else as written", () => {
    const onion = { de: { name: 'Zwiebel schneiden' } };
    const waiting = idle({ waiting_for: { kind: 'task', name: 'Slice the onion', translations: onion }, until: '2026-11-26T16:12:00.000Z' });
    expect(idleWords(de, waiting, clock, 'de')).toBe('wartet bis 16:12 auf Zwiebel schneiden');
    expect(idleWords(es, waiting, clock, 'es')).toContain('Slice the onion');
    expect(idleWords(de, idle({ kind: 'ready', task_name: 'Slice the onion', task_translations: onion }), clock, 'de')).toContain('Zwiebel schneiden');
    expect(idleWords(en, idle({ kind: 'ready', task_name: 'Slice the onion', task_translations: onion }), clock, 'en')).toBe('about to start Slice the onion');
  });

  it('gives every reason the finish moved, in English as the API writes it', () => {
    const reasons = [
      { kind: 'cook_left', name: 'Ben', minutes: null },
      { kind: 'cook_offline', name: null, minutes: null },
      { kind: 'cook_break', name: 'Di', minutes: null },
      { kind: 'cook_joined', name: 'Ed', minutes: null },
      { kind: 'stall', name: null, minutes: null },
      { kind: 'ran_long', name: 'Slice the onion', minutes: 12 },
      { kind: 'timer_late', name: 'Roast', minutes: 8 },
      { kind: 'paused', name: null, minutes: null },
      { kind: 'replanned', name: null, minutes: null },
    ] as const;
    for (const r of reasons) expect(finishMoveReason(en, r, 'en')).toBe(finishMoveReasonText(r));
    expect(finishMoveReason(es, reasons[0], 'es')).toBe('Ben se ha ido');
    const onion = { kind: 'ran_long', name: 'Slice the onion', translations: { es: { name: 'Cortar la cebolla' } }, minutes: 12 } as const;
    expect(finishMoveReason(es, onion, 'es')).toContain('Cortar la cebolla');
    expect(finishMoveReason(en, onion, 'en')).toBe(finishMoveReasonText(onion));
  });

  it('says when a cook was last seen with the language’s plurals', () => {
    const now = Date.parse('2026-11-26T16:00:00.000Z');
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect([null, ago(0.5), ago(1), ago(5), ago(60), ago(180)].map((iso) => lastSeenText(en, iso, now))).toEqual([
      'Just now', 'Just now', '1 minute ago', '5 minutes ago', '1 hour ago', '3 hours ago',
    ]);
    expect([ago(1), ago(5), ago(60)].map((iso) => lastSeenText(de, iso, now))).toEqual(['vor 1 Minute', 'vor 5 Minuten', 'vor 1 Stunde']);
  });
});
