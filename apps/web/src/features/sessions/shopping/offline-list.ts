import type { ShoppingList } from '@brigade/contracts';

/**
 * The shopping list works in a shop with no signal: the last list fetched and the ticks are kept
 * in this device's storage, per list.
 */
const listKey = (id: string) => `brigade.shopping.list.${id}`;
const ticksKey = (id: string) => `brigade.shopping.ticks.${id}`;

function get(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function set(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or refused: ticks last for this page view.
  }
}

export function savedList(id: string): ShoppingList | undefined {
  const raw = get(listKey(id));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as ShoppingList;
  } catch {
    return undefined;
  }
}
export const saveList = (id: string, list: ShoppingList) => set(listKey(id), JSON.stringify(list));

export function savedTicks(id: string): Set<string> {
  try {
    return new Set(JSON.parse(get(ticksKey(id)) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}
export const saveTicks = (id: string, ticks: Set<string>) => set(ticksKey(id), JSON.stringify([...ticks]));
