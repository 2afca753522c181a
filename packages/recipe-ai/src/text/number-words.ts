/**
 * Numbers written as words in the seven languages recipes come in (en, de, fr, es, it, nl, pt):
 * "two or three minutes", "zwei bis drei Minuten", "deux heures", "dos horas", "tre ore",
 * "twee uur", "duas horas". Only the numbers a cooking time names (one to twelve and the round
 * ones after), so the table stays small and a word is never read as a number by accident.
 */
const WORDS: Record<number, string> = {
  1: 'one a an ein eine einer einen einem un une uno una um uma een',
  2: 'two couple zwei zwo deux dos due twee dois duas',
  3: 'three drei trois tres tre drie três',
  4: 'four vier quatre cuatro quattro quatro',
  5: 'five fünf cinq cinco cinque vijf',
  6: 'six sechs seis sei zes',
  7: 'seven sieben sept siete sette zeven sete',
  8: 'eight acht huit ocho otto oito',
  9: 'nine neun neuf nueve nove negen',
  10: 'ten zehn dix diez dieci tien dez',
  11: 'eleven elf onze once undici',
  12: 'twelve zwölf douze doce dodici twaalf',
  15: 'fifteen fünfzehn quinze quince quindici vijftien',
  20: 'twenty zwanzig vingt veinte venti twintig vinte',
  30: 'thirty dreißig dreissig trente treinta trenta dertig trinta',
  40: 'forty vierzig quarante cuarenta quaranta veertig quarenta',
  45: 'forty-five fünfundvierzig',
  60: 'sixty sechzig soixante sesenta sessanta zestig sessenta',
  90: 'ninety neunzig',
};

const BY_WORD = new Map<string, number>();
for (const [n, words] of Object.entries(WORDS)) for (const word of words.split(' ')) BY_WORD.set(word, Number(n));

/** Longest first, so "forty-five" wins over "forty" and "eine" over "ein". */
export const NUMBER_WORD = [...BY_WORD.keys()].sort((a, b) => b.length - a.length).join('|');

/** The number a word stands for ("drei" → 3), or null. Case does not matter. */
export function numberWord(word: string): number | null {
  return BY_WORD.get(word.toLowerCase()) ?? null;
}
