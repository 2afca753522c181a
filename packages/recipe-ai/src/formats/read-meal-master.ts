import { parseIngredientLine } from '../text/ingredient-line';
import type { LinearIngredient, LinearRecipe } from './linear-recipe';
import { isNoteHeading, isNoteLine, notesText } from './recipe-notes';
import { servingsFrom, textParts } from './text-parts';

/** A recipe's first line: "MMMMM----- Recipe via Meal-Master (tm) v8.05" or "---------- Recipe via Meal-Master". */
const HEADER = /^(?:MMMMM|-----).*Meal-Master/i;
/** Its last line: "MMMMM" or "-----" alone. */
const FOOTER = /^(?:MMMMM|-----)\s*$/;
/** A heading inside the ingredients: "MMMMM-----------SAUCE-----------" or "-----SAUCE-----"; it names the group below it. */
const SUB_HEADING = /^(?:MMMMM)?-{3,}\s*([^-].*?)\s*-{3,}\s*$/;
/** A line of separator characters only ("~-------", "=====", "MMMMM-----"): layout, not text. */
const SEPARATOR = /^(?:MMMMM)?[\s~\-=_*#.]{3,}$/;

/** A paragraph that is a footnote or the recipe's provenance: "* or Kefir cheese", "From: …", "Posted by …". */
const NOTE_PARAGRAPH = /^(?:\*|(?:from|posted|typed|formatted|entered|shared|contributed|submitted|converted|recipe)\b[^:]{0,30}(?::|\bby\b))/i;

/** Meal-Master's two-letter units, in Brigade's spelling (x: per serving, ea: each). */
const UNITS: Record<string, string | null> = {
  x: null, ea: null, sm: null, md: null, lg: null, cn: 'can', pk: 'packet', pn: 'pinch', dr: 'drop', ds: 'dash',
  ct: 'packet', bn: 'bunch', sl: 'slice', t: 'tsp', ts: 'tsp', T: 'tbsp', tb: 'tbsp', fl: 'fl oz', c: 'cup',
  pt: 'pint', qt: 'quart', ga: 'gallon', oz: 'oz', lb: 'lb', ml: 'ml', cb: 'ml', cl: 'cl', dl: 'dl', l: 'l',
  mg: 'mg', cg: 'mg', dg: 'g', g: 'g', kg: 'kg',
};
const SIZE_WORDS: Record<string, string> = { sm: 'small', md: 'medium', lg: 'large' };

export function looksLikeMealMaster(source: string): boolean {
  return source.split(/\r\n?|\n/).some((line) => HEADER.test(line.trim()));
}

/**
 * Every recipe of a Meal-Master file: a header line, `Title:`, `Categories:`, `Yield:` (or
 * `Servings:`), ingredient lines in fixed columns (amount in 7, unit in 2, then the name; a name
 * that starts with "-" continues the line above; long lists may run in two columns), then the
 * directions, then the footer.
 */
export function readMealMaster(source: string, fallbackName: string): LinearRecipe[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const recipes: LinearRecipe[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (HEADER.test(line.trim())) {
      if (current) recipes.push(oneRecipe(current, fallbackName));
      current = [];
    } else if (current && FOOTER.test(line.trim())) {
      recipes.push(oneRecipe(current, fallbackName));
      current = null;
    } else if (current) current.push(line);
  }
  if (current && current.some((l) => l.trim() !== '')) recipes.push(oneRecipe(current, fallbackName));
  return recipes;
}

function oneRecipe(lines: string[], fallbackName: string): LinearRecipe {
  let name = '';
  let yieldText = '';
  let i = 0;
  // The head: Title, Categories, Yield/Servings, and blank lines.
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const field = /^(Title|Categories|Yield|Servings)\s*:\s*(.*)$/i.exec(line);
    if (field) {
      const key = field[1]!.toLowerCase();
      if (key === 'title') name = field[2]!.trim();
      if (key === 'yield' || key === 'servings') yieldText = field[2]!.trim();
      continue;
    }
    if (line === '') continue;
    break;
  }
  // Ingredients run in groups (a "MMMMM-----SAUCE-----" heading opens one, after a blank line);
  // the first line after a blank that is neither an ingredient nor a heading starts the directions.
  const ingredientLines: string[] = [];
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    if (!isIngredientLine(line) && !SUB_HEADING.test(line.trim())) break;
    ingredientLines.push(line);
  }
  const ingredients = readIngredients(ingredientLines);
  // In the directions a group heading names the part that follows; separator lines are layout.
  const method = lines.slice(i).flatMap((l) => {
    const heading = SUB_HEADING.exec(l.trim());
    if (heading) return ['', `${titleCase(heading[1]!)}:`, ''];
    return SEPARATOR.test(l.trim()) ? [''] : [l.trim()];
  });
  const notes: string[] = [];
  const direction: string[] = [];
  for (const p of paragraphs(method)) (NOTE_PARAGRAPH.test(p) || isNoteLine(p) || isNoteHeading(p) ? notes : direction).push(p);
  const { steps } = textParts('', direction.join('\n'));
  return { name: name || fallbackName, description: notesText(notes), servings: servingsFrom(yieldText), sourceId: null, ingredients, steps };
}

/** "TOMATO SAUCE" → "Tomato sauce". */
function titleCase(heading: string): string {
  const t = heading.trim().toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Amount in columns 1-7 (a number, fraction or range: "1-2", "1-1 1/2"), unit in 9-10, the name from 12. */
function isIngredientLine(line: string): boolean {
  if (line.length < 8) return false;
  const amount = line.slice(0, 7);
  const unit = line.slice(8, 10).trim();
  return /^[\d/. -]*$/.test(amount) && line.charAt(7) === ' ' && (unit === '' || unit in UNITS) && /\S/.test(line.slice(11));
}

function readIngredients(lines: string[]): LinearIngredient[] {
  const out: LinearIngredient[] = [];
  // Two columns: the right one starts at column 41 with its own amount and unit; each column
  // runs down its group, so the right column's ingredients follow the left column's.
  let left: LinearIngredient[] = [];
  let right: LinearIngredient[] = [];
  let group: string | null = null;
  const flush = () => {
    out.push(...[...left, ...right].map((i) => (group ? { ...i, group } : i)));
    left = [];
    right = [];
  };
  for (const line of lines) {
    const heading = SUB_HEADING.exec(line.trim());
    if (heading) {
      flush();
      group = titleCase(heading[1]!);
      continue;
    }
    const twoColumns = line.length > 41 && isIngredientLine(line.slice(41));
    readColumn(left, line.slice(0, twoColumns ? 41 : undefined));
    if (twoColumns) readColumn(right, line.slice(41));
  }
  flush();
  return out;
}

function readColumn(out: LinearIngredient[], half: string): void {
  const amountText = half.slice(0, 7).trim();
  const unitCode = half.slice(8, 10).trim();
  const name = half.slice(11).trim();
  if (!name) return;
  const previous = out[out.length - 1];
  if (name.startsWith('-') && previous) {
    previous.name = `${previous.name} ${name.replace(/^-+\s*/, '')}`.slice(0, 200);
    return;
  }
  const size = SIZE_WORDS[unitCode];
  out.push({ quantity: amountOf(amountText), unit: unitCode in UNITS ? UNITS[unitCode] ?? null : null, name: (size ? `${size} ${name}` : name).slice(0, 200) });
}

/** "1 1/2" → 1.5; a range "1-2" or "1/2-1" counts as its larger end, as ranges do elsewhere. */
function amountOf(amountText: string): number | null {
  if (!amountText) return null;
  const ends = amountText.split('-').map((part) => (part.trim() ? parseIngredientLine(`${part.trim()} x`).quantity : null));
  const known = ends.filter((n): n is number => n !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

/** Directions wrap at 70 columns: lines of a paragraph are one text, a blank line ends it. */
function paragraphs(lines: string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line === '') {
      if (current.length > 0) out.push(current.join(' '));
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) out.push(current.join(' '));
  return out;
}
