import { useMemo } from 'react';
import { assignmentText, localText, type Localisable, type LocalisableAssignment, type TimelineBar } from '@brigade/contracts';
import { useLanguage } from './use-t';

type TimelineTexts = Pick<TimelineBar, 'task_name' | 'dish_name' | 'task_translations' | 'dish_translations'>;

/**
 * Recipe content in the page's language (issue 38.2): a recipe's, task's or ingredient's text from
 * its translations when it has the page's language, else as the recipe was written. Every screen
 * goes through `localText` / `assignmentText` (packages/contracts), so they all show the same text.
 */
export function useRecipeText() {
  const lang = useLanguage();
  return useMemo(
    () => ({
      lang,
      /** A recipe's, task's or ingredient's name and description. */
      text: (item: Localisable) => localText(item, lang),
      /** Its name only. */
      name: (item: Localisable) => localText(item, lang).name,
      /** An assignment's task name, description and dish name. */
      assignment: (a: LocalisableAssignment) => assignmentText(a, lang),
      /** A timeline bar's task and dish names (`task` and `recipe`). */
      bar: (b: TimelineTexts) => assignmentText({ task_name: b.task_name, recipe_name: b.dish_name, task_translations: b.task_translations, recipe_translations: b.dish_translations }, lang),
    }),
    [lang],
  );
}
