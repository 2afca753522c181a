/**
 * Kitchen words for the keys the server uses (task types, difficulties, assignment statuses):
 * what a person reads on a screen instead of `timer_active` or `equipment_claim`.
 * Unknown keys are turned into words ('deep_frying' → 'Deep frying') rather than shown raw.
 */
const WORDS: Record<string, string> = {
  // Task types (spec 02 §2's legend).
  prep: 'Prep',
  cook: 'Cook',
  cooking: 'Cook',
  cleanup: 'Clean-up',
  assembly: 'Assembly',
  timer_active: 'Timed, stay close',
  timer_passive: 'Timed, walk away',
  equipment_claim: 'Take equipment',
  equipment_release: 'Free equipment',
  // Difficulties.
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  // Assignment statuses.
  pending: 'Up next',
  in_progress: 'In progress',
  completed: 'Done',
  unassignable: 'No qualified cooks',
};

/** The word a person reads for `key`; '' for an empty key. */
export function kitchenWord(key: string | null | undefined): string {
  if (!key) return '';
  const known = WORDS[key] ?? WORDS[key.toLowerCase()];
  if (known) return known;
  const spaced = key.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
