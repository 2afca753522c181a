import type { DifficultyLevel, RecipeDraft } from '@brigade/contracts';

/**
 * What the person asked for on the studio's generation form (issue 17): the difficulty, the
 * servings, the time to aim for and how many cooks. The AI is asked for them in its prompt, and
 * every generator writes them into the recipe it returns.
 */
export interface GenerationPreferences {
  difficulty?: DifficultyLevel;
  servings?: number;
  /** Total minutes to aim for (AI only: pasted text says how long its own steps take). */
  timeMinutes?: number;
  /** As typed: '3' or a range '2-4'. */
  participants?: string;
  /** The language to write in (issue 38.2: the host's page language), two-letter code. */
  language?: string;
}

/** The languages' names as the model is told them. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', es: 'Spanish', fr: 'French', it: 'Italian', nl: 'Dutch', pt: 'Portuguese' };

/** The most cooks of '2-4' (4), or the number typed; null when there is no number. */
export function participantsCount(text: string | undefined): number | null {
  const numbers = (text ?? '').match(/\d+/g)?.map(Number).filter((n) => n >= 1) ?? [];
  return numbers.length > 0 ? Math.min(50, Math.max(...numbers)) : null;
}

/** The prompt lines asking the model for the preferences. */
export function preferenceLines(preferences: GenerationPreferences = {}): string[] {
  const lines: string[] = [];
  if (preferences.difficulty) lines.push(`Difficulty: ${preferences.difficulty} (set difficulty_level to it; keep each task's skill_level within it where the dish allows).`);
  if (preferences.servings) lines.push(`Servings: ${preferences.servings} (set servings to it and size the ingredient quantities for it).`);
  if (preferences.timeMinutes) lines.push(`Time: about ${preferences.timeMinutes} minutes from start to serving (estimated_time_minutes).`);
  const cooks = participantsCount(preferences.participants);
  if (cooks) lines.push(`Cooks: ${preferences.participants?.trim()} working together (recommended_participants ${cooks}); give them parallel tasks.`);
  if (preferences.language) {
    const name = LANGUAGE_NAMES[preferences.language] ?? `the language with code '${preferences.language}'`;
    lines.push(`Language: write the recipe's name, description, task names and descriptions and ingredient names in ${name} (${preferences.language}).`);
  }
  return lines;
}

/**
 * The recipe with the preferences written in: difficulty and cooks as asked, servings as asked
 * with every ingredient quantity scaled from the recipe's own servings. The time is set only when
 * `withTime` (the AI was asked to aim for it; a pasted recipe's own steps say how long it takes).
 */
export function applyPreferences(draft: RecipeDraft, preferences: GenerationPreferences = {}, { withTime = false } = {}): RecipeDraft {
  const next: RecipeDraft = { ...draft };
  if (preferences.difficulty) next.difficulty_level = preferences.difficulty;
  // Written in the language asked for, unless the recipe says its own (a page's inLanguage).
  if (preferences.language && !draft.language) next.language = preferences.language;
  const cooks = participantsCount(preferences.participants);
  if (cooks) next.recommended_participants = cooks;
  if (withTime && preferences.timeMinutes) next.estimated_time_minutes = preferences.timeMinutes;
  if (preferences.servings && preferences.servings !== draft.servings && draft.servings > 0) {
    const factor = preferences.servings / draft.servings;
    next.servings = preferences.servings;
    next.ingredients = draft.ingredients.map((i) => (i.quantity === null ? i : { ...i, quantity: Math.round(i.quantity * factor * 100) / 100 }));
  }
  return next;
}
