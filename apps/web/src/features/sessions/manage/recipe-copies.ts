import type { SessionRecipeEntry, SessionView } from '@brigade/contracts';
import type { MessageId } from '../../../i18n';

export type CopyStatus = 'Waiting' | 'Active' | 'Completed';

/** Spec 01 §4: a copy is Waiting, then Active, then Completed. */
/** What a copy's status reads in the page's language. */
export const COPY_STATUS_ID: Record<CopyStatus, MessageId> = { Waiting: 'host.copies.waiting', Active: 'host.copies.active', Completed: 'host.copies.completed' };

export const copyStatus = (entry: SessionRecipeEntry): CopyStatus => (entry.completed ? 'Completed' : entry.is_active ? 'Active' : 'Waiting');

/** A recipe card is Active if any copy is, Completed if all are done, else Waiting. */
export function recipeStatus(copies: readonly SessionRecipeEntry[]): CopyStatus {
  if (copies.some((c) => c.is_active && !c.completed)) return 'Active';
  if (copies.length > 0 && copies.every((c) => c.completed)) return 'Completed';
  return 'Waiting';
}

export interface RecipeGroup {
  recipe: SessionRecipeEntry['recipe'];
  copies: SessionRecipeEntry[];
}

export function groupCopies(session: SessionView): RecipeGroup[] {
  const groups = new Map<number, RecipeGroup>();
  const sorted = [...session.session_recipes].sort((a, b) => a.priority_order - b.priority_order || a.id - b.id);
  for (const entry of sorted) {
    const group = groups.get(entry.recipe.id) ?? { recipe: entry.recipe, copies: [] };
    group.copies.push(entry);
    groups.set(entry.recipe.id, group);
  }
  return [...groups.values()];
}
