import { deu, eng, fra, ita, nld, por, spa } from 'stopword';
import { VERBS } from './kitchen-languages';

/**
 * The words of a step that name things (ingredients, dishes, vessels), so two steps that
 * handle the same thing can be found. Verbs, amounts and filler are left out.
 */

const FILLER = new Set(
  `a an the and or of to in into on onto over with without for from until till at by about as it its
  them they then this that these those each all any some more most few little bit well very just
  until once when while meanwhile time times minute minutes min mins hour hours second seconds
  is are be been being was were will can may should must do does done if else also still up down
  out off aside away through together again both other another until so but not no your you
  large small medium big tiny fresh finely roughly thinly thickly coarsely chopped diced sliced
  minced grated peeled whole half halves hot cold warm cool room temperature heat high low gently
  slightly lightly until golden brown soft tender smooth thick thin crisp crispy cooked raw dry
  plus extra optional taste serve serving servings approximately approx around degrees
  g kg ml l cup cups tbsp tsp oz lb pinch clove cloves c f gas mark inch inches cm mm
  add adding stir stirring cook cooking place put set let leave make making use using remove
  bring keep turn transfer return pour season repeat continue allow take start finish
  occasionally constantly often frequently regularly side sides top bottom center centre
  everything well-combined combined another separate second clean new same remaining rest
  bowl plate dish board tray jug spoon fork knife lid foil paper towel kitchen surface bit piece
  chop dice slice mince cut trim peel shred grate crush halve quarter zest core deseed
  whisk mix combine fold measure sift toss rub coat dredge dip beat whip knead blend puree
  boil simmer fry saute sauté sear char brown bake roast grill broil toast melt steam blanch
  rest chill marinate rise prove cool soak drain rinse wash preheat reduce poach braise stew
  plate garnish arrange drizzle sprinkle spread divide layer roll shape fill assemble scatter
  meanwhile serve enjoy wait check cover uncover tip lift flip
  minuten minute minuto minuti minutos minuut min stunde stunden std heure heures hora horas ora ore uur uren
  sekunden secondes segundos secondi seconden grad graus graden gradi grados degrés ca etwa circa environ
  unos unas circa ongeveer cerca`.split(/\s+/),
);

/** Function words of every language the text import reads ("die", "avec", "con", "met"). */
const STOPWORDS = new Set<string>([eng, deu, fra, spa, ita, nld, por].flat().map((w) => w.toLowerCase()));
/** The verbs of the other languages, by their stems: they name work, not things. */
const VERB_WORD = new RegExp(`^(?:${Object.values(VERBS).join('|')})`, 'i');

/** Strips a plural ending so "tomatoes" meets "tomato" and "onions" meets "onion". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * One form for a word's plural and singular in the seven languages: English plurals folded, then
 * one ending dropped ("Zwiebeln"/"Zwiebel", "tomates"/"tomate", "pomodori"/"pomodoro",
 * "aardappelen"/"aardappel" each meet). Both sides of a comparison go through it.
 */
export function stem(word: string): string {
  const w = singular(word);
  return w.length > 4 ? w.replace(/(?:en|es|n|e|s|i|o|a)$/u, '') : w;
}

function rawWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []).map(singular);
}

/** Lowercase letter words of a text, plurals folded (`stem`). */
export function wordsOf(text: string): string[] {
  return rawWords(text).map(stem);
}

/** The naming words of a text (stemmed): what is left once verbs, amounts and filler are gone. */
export function thingWords(text: string): Set<string> {
  return new Set(rawWords(text).filter(isThing).map(stem));
}

function isThing(word: string): boolean {
  // "Öl", "ei": a two-letter word is a thing only outside plain ASCII (English has none).
  const longEnough = word.length > 2 || (word.length === 2 && /[^a-z]/.test(word));
  return longEnough && !FILLER.has(word) && !STOPWORDS.has(word) && !isVerbForm(word) && !VERB_WORD.test(word);
}

/**
 * Whether a word of an ingredient's name and a word of a step name the same food: the same stem,
 * or one the head of the other's compound ("Olivenöl" and "Öl", "Hackfleisch" and "Fleisch").
 */
export function sameFood(ingredientWord: string, stepWord: string): boolean {
  if (ingredientWord === stepWord) return true;
  const [short, long] = ingredientWord.length < stepWord.length ? [ingredientWord, stepWord] : [stepWord, ingredientWord];
  if (long.length - short.length < 3 || !(short.length >= 3 || /[^a-z]/.test(short))) return false;
  // The compound's head is the food ("Olivenöl" is oil); its first part is the food only before a
  // word for a piece of it ("Knoblauchzehen", "Hähnchenschenkel"), not before "Pulver".
  return long.endsWith(short) || (short.length >= 4 && long.startsWith(short) && PIECE.test(long.slice(short.length)));
}

const PIECE = /^(?:e?n|e?s)?(?:zeh|schot|stang|stängel|würfel|blätt|blatt|scheib|zweig|streif|ring|hälft|filet|schenkel|brust|keul|stück|spalt|knoll)/u;

/** "-ing" and "-ed" forms are actions or descriptions, not things. */
function isVerbForm(word: string): boolean {
  return word.length > 5 && /(?:ing|ed)$/.test(word);
}

/**
 * The words that identify an ingredient in a step: "2 large red onions, finely sliced" is found
 * by "red" or "onion". Notes after a comma or in brackets are not part of its identity.
 */
export function ingredientKeywords(name: string): string[] {
  const core = name.replace(/\([^)]*\)/g, ' ').split(/[,;]| - /)[0] ?? name;
  const words = [...thingWords(core)];
  return words.length > 0 ? words : [...thingWords(name)];
}
