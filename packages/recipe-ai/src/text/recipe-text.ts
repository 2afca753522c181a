import { continuesIngredientList, looksLikeIngredientLine } from './ingredient-line';
import { splitSentences } from './sentences';
import { isNote } from './step-notes';

export { splitSentences };

/** Pasted recipe text, split into the parts a cook would see on the page. */
export interface RecipeTextParts {
  title: string | null;
  /** Lines before the ingredients that are not the title: the recipe's blurb. */
  description: string;
  ingredientLines: string[];
  steps: MethodStep[];
}

/** One step of the method and the part of the recipe it belongs to ("For the sauce"). */
export interface MethodStep {
  text: string;
  /** Steps of different sections are separate preparations; order alone does not join them. */
  section: string | null;
}

const INGREDIENT_HEADING = /^(?:#+\s*)?(?:ingredients?|what you(?:'ll| will)? need|you will need|you'll need|shopping list|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienten|材料)(?:\s*\(.{0,40}\))?\s*[:：]?\s*$/iu;
const METHOD_HEADING = /^(?:#+\s*)?(?:method|directions?|instructions?|steps|preparation|how to (?:make|cook|prepare)(?: it)?|to make|cooking|zubereitung|anleitung|so wird'?s gemacht|préparation|recette|étapes|preparación|elaboración|procedimiento|preparazione|procedimento|bereiding|bereidingswijze|werkwijze|modo de prepar[oa]|modo de preparação|preparo|作り方)\s*[:：]?\s*$/iu;
/** "For the sauce:" or "Sauce:" heads a part of either list. */
const SUB_HEADING = /^(?:#+\s*)?(?:for the\s+)?([\p{L} '&-]{2,40}):$/iu;
/** "1. ", "2) ", "Step 3: ", "4 ", and the Spanish "1.-" / "2.- " (no space needed after the dash). */
const NUMBERED = /^\s*(?:step\s*)?(\d{1,2})(?:\s*[.)]\s*-\s*|\s*[.):-]?\s+)(?=\S)/i;
const NUMBERED_STRICT = /^\s*(?:(?:step\s*\d{1,2}\s*[.):-]?|\d{1,2}\s*[.)])\s+|\d{1,2}\s*[.)]\s*-\s*)(?=\S)/i;
const MAX_STEPS = 80;

/**
 * Splits pasted text into title, ingredient lines and method steps. Headings ("Ingredients",
 * "Method") are used when present; without them the opening run of list-like lines is the
 * ingredient list and the rest is the method. Numbered steps may span several lines; a method
 * written as one paragraph is split into sentences, so each sentence becomes a task.
 */
export function splitRecipeText(text: string): RecipeTextParts {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim());
  let title: string | null = null;
  const description: string[] = [];
  const ingredientLines: string[] = [];
  const methodLines: Array<{ line: string; section: string | null }> = [];

  const hasHeadings = lines.some((l) => INGREDIENT_HEADING.test(l) || METHOD_HEADING.test(l));
  let zone: 'intro' | 'ingredients' | 'method' = 'intro';
  let section: string | null = null;

  const nonEmpty = lines.filter((l) => l !== '');
  const first = nonEmpty[0];
  if (first !== undefined && nonEmpty.length > 1 && isTitleLike(first)) title = first;

  const body = lines.filter((l) => l !== '');
  if (title !== null) body.splice(body.indexOf(title), 1);
  // Without headings, the intro runs up to the first list-like line, if that comes before any
  // numbered step; with no such line, everything after the title is the method.
  const firstIngredient = body.findIndex((l) => looksLikeIngredientLine(l));
  const firstNumbered = body.findIndex((l) => NUMBERED_STRICT.test(l));
  const introEnd = firstIngredient >= 0 && (firstNumbered < 0 || firstIngredient < firstNumbered) ? firstIngredient : 0;

  body.forEach((line, i) => {
    if (INGREDIENT_HEADING.test(line)) { zone = 'ingredients'; section = null; return; }
    if (METHOD_HEADING.test(line)) { zone = 'method'; section = null; return; }
    const sub = SUB_HEADING.exec(line);
    if (sub && zone !== 'intro') {
      if (zone === 'method') section = (sub[1] ?? '').trim().toLowerCase();
      return;
    }
    if (zone === 'intro') {
      if (hasHeadings || i < introEnd) { description.push(line); return; }
      zone = firstIngredient >= 0 && i === introEnd && introEnd === firstIngredient ? 'ingredients' : 'method';
    }
    if (zone === 'ingredients' && !hasHeadings && !continuesIngredientList(line)) zone = 'method';
    if (zone === 'ingredients') ingredientLines.push(line);
    else methodLines.push({ line, section });
  });

  // A blurb with no method after it was really the method, written as prose.
  if (methodLines.length === 0 && description.length > 0) {
    methodLines.push(...description.map((line) => ({ line, section: null })));
    description.length = 0;
  }
  return { title, description: description.join('\n'), ingredientLines, steps: methodSteps(methodLines).slice(0, MAX_STEPS) };
}

/** Whether a line alone heads the ingredient list ("Ingredients", "Zutaten:", "Ingredientes"). */
export const isIngredientHeading = (line: string): boolean => INGREDIENT_HEADING.test(line.trim());
/** Whether a line alone heads the method ("Method", "Zubereitung:", "Preparación"). */
export const isMethodHeading = (line: string): boolean => METHOD_HEADING.test(line.trim());

/** A title is short, has letters and does not read like a sentence, an amount or a step. */
function isTitleLike(line: string): boolean {
  return (
    line.length <= 120 &&
    /\p{L}{2}/u.test(line) &&
    !NUMBERED_STRICT.test(line) &&
    !INGREDIENT_HEADING.test(line) &&
    !METHOD_HEADING.test(line) &&
    !/[.!?]\s+\S/.test(line) &&
    !/^\d/.test(line)
  );
}

/**
 * Method lines into steps: numbered lines start steps and unnumbered lines continue them; one
 * lone paragraph is split into sentences; otherwise each line is a step.
 */
export function methodSteps(lines: Array<{ line: string; section: string | null }>): MethodStep[] {
  const numbered = lines.filter((l) => NUMBERED.test(l.line)).length;
  const steps: MethodStep[] = [];
  if (numbered >= 2) {
    // Numbered method: a line without a number continues the step above it.
    for (const { line, section } of lines) {
      const last = steps[steps.length - 1];
      // A note after the last step ("Tip: …", a source) stands alone, to be set aside as a note.
      if (NUMBERED.test(line) || !last || isNote(line)) steps.push({ text: line.replace(NUMBERED, ''), section });
      else last.text = `${last.text} ${line}`;
    }
  } else if (lines.length === 1) {
    const only = lines[0]!;
    steps.push(...splitSentences(only.line.replace(NUMBERED_STRICT, '')).map((text) => ({ text, section: only.section })));
  } else {
    for (const { line, section } of lines) steps.push({ text: line.replace(NUMBERED_STRICT, ''), section });
  }
  return steps.map((s) => ({ ...s, text: s.text.trim() })).filter((s) => /\p{L}{2}/u.test(s.text));
}
