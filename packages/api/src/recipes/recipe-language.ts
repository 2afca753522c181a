import type { RecipeDraft } from '@brigade/contracts';
import { textLanguage } from '@brigade/recipe-ai';

/**
 * An imported recipe with its language recorded (issue 38.2): the one it states (a page's
 * `inLanguage`), else the one its words are in (the text import's function-word lists), else
 * `fallback` (the host's page language), else none (saved as English).
 */
export function withLanguage(draft: RecipeDraft, fallback?: string | null): RecipeDraft {
  if (draft.language) return draft;
  const words = [draft.name, draft.description, ...draft.tasks.map((t) => `${t.name}. ${t.description}`), ...draft.ingredients.map((i) => i.name)].join('\n');
  const language = textLanguage(words) ?? fallback ?? undefined;
  return language ? { ...draft, language } : draft;
}
