import type { AssignmentItem } from '@brigade/contracts';
import { useEffect, useState } from 'react';
import { trpc, type RouterOutputs } from '../../../app/trpc';

/**
 * The cook page's last answers (the session and its assignments), kept in the device's storage so
 * a reload without a connection still shows the cook's tasks (the service worker brings the page;
 * this brings what was on it). Only ever a starting point: the queries ask the server again as
 * soon as there is a connection.
 */
type SessionView = RouterOutputs['sessions']['get'];

type Ingredients = RouterOutputs['plan']['taskIngredients'];
type Stalls = RouterOutputs['live']['stalls'];

interface CookSnapshot {
  session?: SessionView;
  assignments?: AssignmentItem[];
  /** The steps' ingredients and what the kitchen waits for: drawn with the tasks, not a moment later. */
  ingredients?: Ingredients;
  stalls?: Stalls;
}

const keyOf = (code: string) => `brigade.cookSnapshot.${code}`;

function read(code: string): CookSnapshot {
  try {
    return (JSON.parse(globalThis.localStorage?.getItem(keyOf(code)) ?? '{}') as CookSnapshot) ?? {};
  } catch {
    return {};
  }
}

function write(code: string, part: CookSnapshot): void {
  try {
    globalThis.localStorage?.setItem(keyOf(code), JSON.stringify({ ...read(code), ...part }));
  } catch {
    // Storage full or refused: the page still works while it stays open.
  }
}

/** Keeps the newest answers of the cook page for the next reload: one write per change of any. */
export function useKeepSnapshot(code: string, session: SessionView | undefined, assignments: AssignmentItem[] | undefined, extra: { ingredients?: Ingredients; stalls?: Stalls } = {}): void {
  const { ingredients, stalls } = extra;
  useEffect(() => {
    const part: CookSnapshot = {
      ...(session ? { session } : {}),
      ...(assignments ? { assignments } : {}),
      ...(ingredients ? { ingredients } : {}),
      ...(stalls ? { stalls } : {}),
    };
    if (Object.keys(part).length > 0) write(code, part);
  }, [code, session, assignments, ingredients, stalls]);
}

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * Puts the kept answers in the query cache (marked old, so each is asked again at once) where
 * nothing is there yet: the page's first render draws the kept tasks with their ingredients and
 * stalls, which push nothing down later. Called when the app opens on the cook page (with the
 * page's own requests, before its chunk has loaded) and again by the page.
 */
export function seedFromSnapshot(utils: Utils, code: string): void {
  const kept = read(code);
  const input = { code };
  if (kept.session && !utils.sessions.get.getData(input)) utils.sessions.get.setData(input, kept.session, { updatedAt: 0 });
  if (kept.assignments && !utils.live.assignments.getData(input)) utils.live.assignments.setData(input, kept.assignments, { updatedAt: 0 });
  if (kept.ingredients && !utils.plan.taskIngredients.getData(input)) utils.plan.taskIngredients.setData(input, kept.ingredients, { updatedAt: 0 });
  if (kept.stalls && !utils.live.stalls.getData(input)) utils.live.stalls.setData(input, kept.stalls, { updatedAt: 0 });
}

/** {@link seedFromSnapshot} once, before the page's queries first read the cache. */
export function useSeedFromSnapshot(code: string): void {
  const utils = trpc.useUtils();
  useState(() => {
    seedFromSnapshot(utils, code);
    return true;
  });
}

/** Forgets the kept answers (the cook left the session). */
export function forgetSnapshot(code: string): void {
  try {
    globalThis.localStorage?.removeItem(keyOf(code));
  } catch {
    // Nothing kept.
  }
}
