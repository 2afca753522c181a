import type { AssignmentItem } from '@brigade/contracts';
import { useEffect } from 'react';
import type { RouterOutputs } from '../../../app/trpc';

/**
 * The cook page's last answers (the session and its assignments), kept in the device's storage so
 * a reload without a connection still shows the cook's tasks (the service worker brings the page;
 * this brings what was on it). Only ever a starting point: the queries ask the server again as
 * soon as there is a connection.
 */
type SessionView = RouterOutputs['sessions']['get'];

interface CookSnapshot {
  session?: SessionView;
  assignments?: AssignmentItem[];
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
export function useKeepSnapshot(code: string, session: SessionView | undefined, assignments: AssignmentItem[] | undefined): void {
  useEffect(() => {
    if (session) write(code, { session });
  }, [code, session]);
  useEffect(() => {
    if (assignments) write(code, { assignments });
  }, [code, assignments]);
}

/** Forgets the kept answers (the cook left the session). */
export function forgetSnapshot(code: string): void {
  try {
    globalThis.localStorage?.removeItem(keyOf(code));
  } catch {
    // Nothing kept.
  }
}
