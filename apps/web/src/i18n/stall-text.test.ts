import { apiText, type ApiText } from '@brigade/contracts';
import { i18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterAll, describe, expect, it } from 'vitest';
import { translateApiText } from './api-text';
import type { Locale } from './areas';
import type { Translate } from './use-t';
import { stationWord } from '../app/kitchen-words';
import { skillName } from '../features/cook/skill-words';

// What a page of each language loads for these lines: the server texts and the cook's words.
const catalogues = import.meta.glob<Record<string, string>>('./locales/*/{api,apiHost,cook,host}.json', { eager: true, import: 'default' });

function activate(locale: Locale): Translate {
  const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    if (!path.startsWith(`./locales/${locale}/`)) continue;
    for (const [id, message] of Object.entries(catalogue)) messages[id] = compileMessageOrThrow(message);
  }
  i18n.load(locale, messages);
  i18n.activate(locale);
  return ((id: string, values?: Record<string, unknown>) => i18n._(id, values)) as Translate;
}

/** A stall line as the server sends it (stall-finder.ts): the English words, and the keys. */
const equipment = (keys: string[], english: string): ApiText => ({ code: 'stall.equipment', params: { equipment: english, task: 'Bake', equipment_keys: JSON.stringify(keys) } });
const skill = (keys: string[], english: string): ApiText => ({ code: 'stall.skill', params: { skills: english, task: 'Serve', skill_keys: JSON.stringify(keys) } });

const oven = equipment(['oven'], 'an oven');
const ovenAndMixer = equipment(['oven', 'stand_mixer'], 'an oven and a stand mixer');
const plating = skill(['plating'], 'Plating and garnishing');
const twoSkills = skill(['baking', 'knife_work'], 'Baking and Knife work');
const custom = skill(['smoking', 'baking'], 'smoking and Baking');

const line = (t: Translate, text: ApiText) => translateApiText(t, text, apiText(text.code, text.params));

describe('stall lines in the page’s language', () => {
  afterAll(() => activate('en'));

  it('en: exactly what the server sends', () => {
    const t = activate('en');
    for (const text of [oven, ovenAndMixer, plating, twoSkills, custom]) expect(line(t, text)).toBe(apiText(text.code, text.params));
    expect(line(t, oven)).toBe('Waiting for an oven (Bake)');
    expect(line(t, twoSkills)).toBe('Waiting for someone who can do Baking and Knife work (Serve)');
  });

  it('de: the equipment and skills in German, joined the German way', () => {
    const t = activate('de');
    expect(line(t, oven)).toBe('Wartet auf: Ofen (Bake)');
    expect(line(t, ovenAndMixer)).toBe('Wartet auf: Ofen und Küchenmaschine (Bake)');
    expect(line(t, plating)).toBe('Wartet auf jemanden mit Erfahrung in: Anrichten und Garnieren (Serve)');
    expect(line(t, twoSkills)).toBe('Wartet auf jemanden mit Erfahrung in: Backen und Messerarbeit (Serve)');
    // A skill the app has no word for keeps the name the server gives it.
    expect(line(t, custom)).toBe('Wartet auf jemanden mit Erfahrung in: smoking und Backen (Serve)');
  });

  it('es: lower case inside the sentence, joined with y', () => {
    const t = activate('es');
    expect(line(t, oven)).toBe('Esperando: horno (Bake)');
    expect(line(t, ovenAndMixer)).toBe('Esperando: horno y amasadora (Bake)');
    expect(line(t, plating)).toBe('Esperando a alguien con experiencia en: emplatar y decorar (Serve)');
    expect(line(t, twoSkills)).toBe('Esperando a alguien con experiencia en: hornear y manejo del cuchillo (Serve)');
  });

  it('fr: lower case inside the sentence, joined with et', () => {
    const t = activate('fr');
    expect(line(t, oven)).toBe('En attente de : four (Bake)');
    expect(line(t, ovenAndMixer)).toBe('En attente de : four et robot pâtissier (Bake)');
    expect(line(t, plating)).toBe('En attente de quelqu’un qui maîtrise : dressage et décoration (Serve)');
    expect(line(t, twoSkills)).toBe('En attente de quelqu’un qui maîtrise : pâtisserie et travail au couteau (Serve)');
  });

  it('a list of three the language’s way (useFormat’s list when given)', () => {
    const t = activate('de');
    const three = equipment(['oven', 'blender', 'sink'], 'an oven and a blender and a sink');
    expect(line(t, three)).toBe('Wartet auf: Ofen, Standmixer und Spüle (Bake)');
    expect(translateApiText(t, three, 'x', (items) => items.join(' + '))).toBe('Wartet auf: Ofen + Standmixer + Spüle (Bake)');
  });

  it('a stall line without keys (sent before them) shows the English rather than a mixed line', () => {
    const t = activate('fr');
    const old: ApiText = { code: 'stall.equipment', params: { equipment: 'an oven', task: 'Bake' } };
    expect(line(t, old)).toBe('Waiting for an oven (Bake)');
    expect(line(t, { code: 'stall.skill', params: { skills: 'Baking', task: 'Bake', skill_keys: 'not json' } })).toBe('Waiting for someone who can do Baking (Bake)');
    // Other lines are as before: their params are shown as sent.
    expect(line(t, { code: 'stall.noCooks', params: { task: 'Bake' } })).toBe('En attente d’un cuisinier (Bake)');
  });

  it('the host’s fixes and the skills question write a skill or equipment word the way each language does mid-sentence', () => {
    const fix = (locale: Locale) => {
      const t = activate(locale);
      return [
        t('host.stall.markAvailable', { item: stationWord(t, 'oven', 'lower') }),
        t('host.stall.letDo', { name: 'Ann', skills: skillName(t, { key: 'baking', display_name: 'Baking' }, 'lower') }),
        t('cook.skills.question', { skill: skillName(t, { key: 'knife_work', display_name: 'Knife work' }, 'lower') }),
      ];
    };
    expect(fix('en')).toEqual(['Mark oven available', 'Let Ann do baking', 'Can you do knife work?']);
    expect(fix('fr')).toEqual(['Marquer four comme disponible', 'Laisser Ann faire pâtisserie', 'Tu sais faire \u00ab\u00a0travail au couteau\u00a0\u00bb\u00a0?']);
    expect(fix('es')).toEqual(['Marcar horno como disponible', 'Que Ann haga hornear', '¿Sabes hacer «manejo del cuchillo»?']);
    expect(fix('de')).toEqual(['Ofen als vorhanden markieren', 'Backen für Ann freigeben', 'Traust du dir Messerarbeit zu?']);
  });
});
