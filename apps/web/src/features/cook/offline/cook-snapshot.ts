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

/**
 * react-query options that start from the kept answer, marked as old (`initialDataUpdatedAt: 0`)
 * so it is fetched again at once whenever the phone is online.
 */
export function fromSnapshot<K extends keyof CookSnapshot>(code: string, part: K) {
  const kept = read(code)[part];
  return { initialData: kept as NonNullable<CookSnapshot[K]> | undefined, initialDataUpdatedAt: 0 };
}

/** Keeps the newest answers of the cook page for the next reload. */
export function useKeepSnapshot(code: string, session: SessionView | undefined, assignments: AssignmentItem[] | undefined, extra: { ingredients?: Ingredients; stalls?: Stalls } = {}): void {
  useEffect(() => {
    if (session) write(code, { session });
  }, [code, session]);
  useEffect(() => {
    if (assignments) write(code, { assignments });
  }, [code, assignments]);
  const { ingredients, stalls } = extra;
  useEffect(() => {
    if (ingredients) write(code, { ingredients });
  }, [code, ingredients]);
  useEffect(() => {
    if (stalls) write(code, { stalls });
  }, [code, stalls]);
}

/**
 * Puts the kept ingredients and stalls in the query cache (marked old) before the page's parts
 * that read them first render: drawn together with the kept tasks, they push nothing down later.
 */
export function useSeedFromSnapshot(code: string): void {
  const utils = trpc.useUtils();
  useState(() => {
    const kept = read(code);
    if (kept.ingredients && !utils.plan.taskIngredients.getData({ code })) utils.plan.taskIngredients.setData({ code }, kept.ingredients, { updatedAt: 0 });
    if (kept.stalls && !utils.live.stalls.getData({ code })) utils.live.stalls.setData({ code }, kept.stalls, { updatedAt: 0 });
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
