import { describe, expect, it } from 'vitest';
import type { CookingSessionRow } from '@brigade/db';
import { tellStory, type StoryFacts } from './finish-story';

const serve = Date.parse('2026-11-28T20:00:00.000Z');
const session = { status: 'active', serve_at: new Date(serve).toISOString() } as CookingSessionRow;
const facts = (finish: number, extra: Partial<StoryFacts> = {}): StoryFacts => ({
  session, now: serve - 3600_000, finish, startBy: null, first: null, stalled: false, moved: null, courseServe: new Map(),
  dishes: [{ id: '1', name: 'Roast chicken', course: 'main', finish, done: false }],
  ...extra,
});

describe('tellStory', () => {
  it('is running late exactly when the finish is after the serve time, to the millisecond', () => {
    expect(tellStory(facts(serve))).toMatchObject({ late: false, health: 'on_time' });
    expect(tellStory(facts(serve - 60_000))).toMatchObject({ late: false, health: 'on_time' });
    expect(tellStory(facts(serve + 1))).toMatchObject({ late: true, health: 'running_late' });
    expect(tellStory(facts(serve + 1)).dishes[0]!.late).toBe(true);
  });

  it('serves each course at its own time (a side with the main) and the meal with its last course', () => {
    const dessertAt = new Date(serve + 45 * 60_000).toISOString();
    const story = tellStory(facts(serve + 30 * 60_000, {
      courseServe: new Map([['main', session.serve_at!], ['dessert', dessertAt]]),
      dishes: [
        { id: '1', name: 'Chicken', course: 'main', finish: serve, done: false },
        { id: '2', name: 'Crumble', course: 'dessert', finish: serve + 30 * 60_000, done: false },
        { id: '3', name: 'Greens', course: 'side', finish: serve + 60_000, done: false },
      ],
    }));
    expect(story.courses.map((c) => [c.course, c.late])).toEqual([['main', false], ['side', true], ['dessert', false]]);
    expect(story.serve_at).toBe(dessertAt);
    // The side is late for the main's time: the meal is running late, though its last course is on time.
    expect(story).toMatchObject({ late: true, health: 'running_late' });
    const onTime = tellStory(facts(serve + 30 * 60_000, {
      courseServe: new Map([['main', session.serve_at!], ['dessert', dessertAt]]),
      dishes: [
        { id: '1', name: 'Chicken', course: 'main', finish: serve, done: false },
        { id: '2', name: 'Crumble', course: 'dessert', finish: serve + 30 * 60_000, done: false },
      ],
    }));
    expect(onTime).toMatchObject({ late: false, health: 'on_time' });
  });

  it('starts by the plan\'s first start when every course is on time, and earlier by the latest course', () => {
    const waiting = { ...session, status: 'waiting' } as CookingSessionRow;
    const dessertAt = new Date(serve + 30 * 60_000).toISOString();
    const first = serve - 150 * 60_000;
    const meal = (mainFinish: number) =>
      tellStory(facts(serve + 29 * 60_000, {
        session: waiting, startBy: first,
        courseServe: new Map([['main', session.serve_at!], ['dessert', dessertAt]]),
        dishes: [
          { id: '1', name: 'Chicken', course: 'main', finish: mainFinish, done: false },
          { id: '2', name: 'Crumble', course: 'dessert', finish: serve + 29 * 60_000, done: false },
        ],
      }));
    // The meal ends after the main's time (with the dessert), yet nothing is late: start as planned.
    expect(meal(serve - 2 * 60_000).start_by).toBe(new Date(first).toISOString());
    // The main would be 20 minutes late: start 20 minutes earlier.
    expect(meal(serve + 20 * 60_000).start_by).toBe(new Date(first - 20 * 60_000).toISOString());
  });

  it('a stalled kitchen says so; a meal that is over has ended', () => {
    expect(tellStory(facts(serve, { stalled: true })).health).toBe('stalled');
    expect(tellStory(facts(serve + 60_000, { session: { ...session, status: 'completed' } })).health).toBe('ended');
    expect(tellStory(facts(serve, { session: { ...session, status: 'waiting' } })).health).toBe('not_started');
  });
});
