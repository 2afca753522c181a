import { describe, expect, it } from 'vitest';
import { findDurations, isoDurationMinutes } from './durations';

const minutesIn = (text: string) => findDurations(text).map((d) => d.minutes);

describe('findDurations', () => {
  it.each([
    ['Simmer for 10 minutes.', [10]],
    ['Bake for 1 hour.', [60]],
    ['Roast for 20-25 min until golden.', [25]],
    ['Cook for 1 hour 30 minutes.', [60, 30]],
    ['Rest for 1 1/2 hours.', [90]],
    ['Leave overnight.', [480]],
    ['Chill for half an hour.', [30]],
    ['Chop the onion.', []],
  ])('%j', (text, minutes) => {
    expect(minutesIn(text)).toEqual(minutes);
  });

  // Issue 36: phrasings that were missed. A range takes its upper end.
  it.each([
    // English
    ['Cook for two or three minutes, until fragrant.', [3]],
    ['Stir and cook 3 more minutes.', [3]],
    ['Refrigerate for four hours or until firm.', [240]],
    ['Bake for 1½ hours.', [90]],
    ['Simmer for an hour and a half.', [90]],
    ['Let it stand for a quarter of an hour.', [15]],
    ['Cook for a few more minutes.', [3]],
    ['Leave for a couple of minutes.', [2]],
    // German
    ['Im Ofen ca. 20-25 Minuten backen.', [25]],
    ['Eine halbe Stunde ziehen lassen.', [30]],
    ['Den Teig 1,5 Stunden gehen lassen.', [90]],
    ['Anderthalb Stunden schmoren.', [90]],
    ['Zwei bis drei Minuten anbraten.', [3]],
    ['10 Min. köcheln, dann 5 weitere Minuten rühren.', [10, 5]],
    ['Über Nacht im Kühlschrank marinieren.', [480]],
    ['Eine Viertelstunde ruhen lassen.', [15]],
    ['Den Braten 1 Std. 20 Min. garen.', [60, 20]],
    // French
    ['Laisser reposer une demi-heure.', [30]],
    ['Cuire 20 à 25 minutes.', [25]],
    ['Faire mariner deux heures.', [120]],
    ["Laisser cuire un quart d'heure.", [15]],
    ['Cuire une heure et demie.', [90]],
    // Spanish
    ['Dejar reposar media hora.', [30]],
    ['Cocinar de 8 a 10 minutos.', [10]],
    ['Hornear durante una hora y media.', [90]],
    ['Cocer dos o tres minutos.', [3]],
    // Italian
    ["Lasciare riposare mezz'ora.", [30]],
    ["Cuocere per un'ora.", [60]],
    ['Cuocere 10-12 minuti.', [12]],
    ['Far marinare per tre ore.', [180]],
    // Dutch
    ['Laat een half uur marineren.', [30]],
    ['Bak 5 tot 7 minuten.', [7]],
    ['Laat het twee uur rijzen.', [120]],
    ['Een kwartier laten staan.', [15]],
    // Portuguese
    ['Deixe descansar meia hora.', [30]],
    ['Cozinhe por 15 a 20 minutos.', [20]],
    ['Asse por uma hora e meia.', [90]],
    ['Deixe marinar por duas horas.', [120]],
    // Japanese
    ['10〜12分おく。', [12]],
    ['弱火で1時間煮る。', [60]],
    ['30秒混ぜる。', [0.5]],
  ])('%j', (text, minutes) => {
    expect(minutesIn(text)).toEqual(minutes);
  });

  it.each([
    ['Reduce the heat to medium.'],
    ['Add 2 onions and 1 garlic clove.'],
    ['Für 4 Personen.'],
    ['Ora aggiungete il sale.'],
    ['Roll into a 5 m long rope.'],
    ['4人分の材料。'],
  ])('%j names no time', (text) => {
    expect(minutesIn(text)).toEqual([]);
  });
});

describe('isoDurationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT45M', 45],
    ['PT90M', 90],
    ['PT0H20M', 20],
    ['P1DT2H', 1560],
    ['PT30S', 1],
  ])('%s is %i minutes', (iso, minutes) => {
    expect(isoDurationMinutes(iso)).toBe(minutes);
  });
  it.each(['', 'P', 'PT', '45 minutes', 'PT0M', null, 12])('%j is no duration', (value) => {
    expect(isoDurationMinutes(value)).toBeNull();
  });
});
