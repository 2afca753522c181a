import type { AiProgress } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { AiProgressHub, followProgress, progressKey, progressOf } from './ai-progress';

const receiving = (characters: number, tasks = 0): AiProgress => ({ attempt: 1, characters, tasks, phase: 'receiving' });

describe('AiProgressHub', () => {
  it('tells a subscriber the latest report at once, then every later one, and only for its own call', () => {
    const hub = new AiProgressHub();
    hub.publish('1:a', receiving(10));
    hub.publish('1:a', receiving(20));
    const seen: number[] = [];
    const other: number[] = [];
    const stop = hub.subscribe('1:a', (p) => seen.push(p.characters));
    hub.subscribe('2:a', (p) => other.push(p.characters));
    hub.publish('1:a', receiving(30));
    stop();
    hub.publish('1:a', receiving(40));
    expect(seen).toEqual([20, 30]);
    expect(other).toEqual([]);
  });

  it('forgets a call once it is done', () => {
    const hub = new AiProgressHub();
    hub.publish('1:a', receiving(10));
    hub.publish('1:a', { attempt: 0, characters: 0, tasks: 0, phase: 'done' });
    const seen: AiProgress[] = [];
    hub.subscribe('1:a', (p) => seen.push(p));
    expect(seen).toEqual([]);
  });
});

describe('followProgress', () => {
  it('streams a call until done, on the hub kept in deps', async () => {
    const deps = { aiProgress: new AiProgressHub() };
    const progress = progressOf(deps, 7, 'call-12345678');
    const stream = followProgress(deps, progressKey(7, 'call-12345678'), undefined);
    const first = stream.next();
    progress.report!(receiving(5, 1));
    expect((await first).value).toEqual(receiving(5, 1));
    progress.done();
    expect((await stream.next()).value).toMatchObject({ phase: 'done' });
    expect((await stream.next()).done).toBe(true);
  });

  it('ends when the subscriber goes away', async () => {
    const deps = { aiProgress: new AiProgressHub() };
    const controller = new AbortController();
    const stream = followProgress(deps, progressKey(7, 'call-x'), controller.signal);
    const next = stream.next();
    controller.abort();
    expect((await next).done).toBe(true);
  });

  it('does nothing without a call id', () => {
    const deps = { aiProgress: new AiProgressHub() };
    const seen: unknown[] = [];
    deps.aiProgress.subscribe(progressKey(7, 'null'), (p) => seen.push(p));
    const progress = progressOf(deps, 7, null);
    expect(progress.report).toBeUndefined();
    progress.done();
    expect(seen).toEqual([]);
  });
});
