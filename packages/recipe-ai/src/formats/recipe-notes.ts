/**
 * What a recipe file says that is not a step: sources, links, notes, tips, variations and serving
 * suggestions. Formats keep them in their own fields (Mealie's `notes`, Paprika's `notes`, Copy Me
 * That's notes list) or under a heading at the end of the method (Tandoor's "### Source"); either
 * way they become the recipe's notes (its description), never tasks.
 */

/** The words of a notes heading, in the languages people cook in. */
const NOTE_WORDS = [
  'source', 'sources', 'notes?', 'tips?', 'hints?', 'variations?', 'serving suggestions?', 'to serve', 'credits?', 'adapted from', 'recipe from', 'links?', 'nutrition',
  'quelle', 'quellen', 'notiz(?:en)?', 'hinweis(?:e)?', 'tipps?', 'anmerkung(?:en)?', 'variante(?:n)?',
  'remarques?', 'astuces?', 'conseils?', 'variantes?',
  'fuente', 'notas?', 'consejos?', 'sugerencias?',
  'fonte', 'note', 'consigli', 'suggerimenti',
  'bron', 'opmerking(?:en)?', 'tip',
  'dicas?', 'observaç(?:ão|ões)',
].join('|');

/** A line that is only a notes heading: "### Source", "**Tips:**", "Notes:", "Source: example.com". */
const NOTE_HEADING = new RegExp(`^(?:#+\\s*|\\*\\*|__)?\\s*(?:${NOTE_WORDS})\\s*(?:\\*\\*|__)?\\s*:?\\s*(?:\\*\\*|__)?\\s*$`, 'iu');
/** A line that opens with a notes label and goes on: "Source: Craftbeerkitchen.com". */
const NOTE_LABEL = new RegExp(`^(?:#+\\s*|\\*\\*)?\\s*(?:${NOTE_WORDS})\\s*(?:\\*\\*)?\\s*:\\s*\\S`, 'iu');
/** A line that is a link and nothing else. */
const LINK_ONLY = /^\s*(?:<)?(?:https?:\/\/|www\.)\S+(?:>)?\s*$/i;

/** Whether a line opens the notes part of a method. */
export function isNoteHeading(line: string): boolean {
  return NOTE_HEADING.test(line.trim());
}

/** Whether a line is a note by itself (a bare link, "Source: …"). */
export function isNoteLine(line: string): boolean {
  return LINK_ONLY.test(line) || NOTE_LABEL.test(line.trim());
}

/**
 * Method lines split into the steps and the notes: from a notes heading on, every line is a note;
 * before it, a bare link or a "Source: …" line is a note too.
 */
export function splitNotes(lines: readonly string[]): { method: string[]; notes: string[] } {
  const method: string[] = [];
  const notes: string[] = [];
  let inNotes = false;
  for (const line of lines) {
    if (isNoteHeading(line)) {
      inNotes = true;
      const label = line.replace(/[#*_:]/g, '').trim();
      if (label) notes.push(`${label}:`);
      continue;
    }
    if (inNotes || isNoteLine(line)) notes.push(line.trim());
    else method.push(line);
  }
  return { method, notes: notes.filter((n) => n !== '') };
}

/** The most a draft's description holds. */
const DESCRIPTION_MAX = 4000;

/** The parts of a recipe's notes as one description: each part a paragraph, empty parts left out. */
export function notesText(...parts: ReadonlyArray<string | readonly string[] | null | undefined>): string {
  const paragraphs = parts
    .map((p) => (Array.isArray(p) ? p.join('\n') : (p as string | null | undefined) ?? ''))
    .map((p) => p.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim())
    .filter(Boolean);
  const joined = [...new Set(paragraphs)].join('\n\n');
  return joined.length > DESCRIPTION_MAX ? `${joined.slice(0, DESCRIPTION_MAX - 1)}…` : joined;
}
