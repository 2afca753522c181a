import { API_TEXTS, apiText, taskParams, type ApiTextCode, type ApiTextParams } from '@brigade/contracts';
import { i18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { TRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMessage } from '../app/errors';
import { formFailure } from '../app/form-errors';
import { translateApiText } from './api-text';
import type { Translate } from './use-t';
import enCook from './locales/en/api.json';
import enHost from './locales/en/apiHost.json';
import deCook from './locales/de/api.json';
import deHost from './locales/de/apiHost.json';

// The server's texts are split by who meets them (areas.ts); together they are every code.
const en: Record<string, string> = { ...enCook, ...enHost };
const de: Record<string, string> = { ...deCook, ...deHost };

const codes = Object.keys(API_TEXTS) as ApiTextCode[];
const compiled = (catalogue: Record<string, string>) => Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]));

/** Sample params of a template: a text per placeholder, `count` for a plural. */
function samples(code: ApiTextCode, count: number): ApiTextParams {
  const template: string = API_TEXTS[code];
  const params: ApiTextParams = {};
  for (const [, name] of template.matchAll(/\{(\w+), plural/g)) params[name!] = count;
  for (const [, name] of template.replace(/ (one|other) \{[^{}]*\}/g, '').matchAll(/\{(\w+)\}/g)) params[name!] ??= `Sample ${name}`;
  return params;
}

describe('the api catalogue: a message for every server text code', () => {
  it('has api.<code> for every code of API_TEXTS, and no other', () => {
    expect(Object.keys(en).sort()).toEqual(codes.map((code) => `api.${code}`).sort());
  });

  it('renders in English exactly what the server sends', () => {
    const english = setupI18n({ locale: 'en', messages: { en: compiled(en) } });
    for (const code of codes) {
      for (const count of [1, 2, 5]) {
        const params = samples(code, count);
        expect(english._(`api.${code}`, params), code).toBe(apiText(code, params));
      }
    }
  });
});

describe('server texts in the active language', () => {
  i18n.load('de', compiled(de));
  i18n.activate('de');
  afterAll(() => i18n.activate('en'));
  const t = ((id: string, values?: Record<string, unknown>) => i18n._(id, values)) as Translate;

  it('translates a text by its code and params, and keeps the English for a code it does not know', () => {
    expect(translateApiText(t, { code: 'help.requested', params: { name: 'Ann', task: 'Gurken schneiden' } }, 'x')).toBe('Ann braucht Hilfe bei „Gurken schneiden“');
    expect(translateApiText(t, { code: 'participant.tasksReturned', params: { count: 1, name: 'Ann' } }, 'x')).toBe('1 Aufgabe von Ann zurück in den Pool.');
    expect(translateApiText(t, { code: 'no.such.code', params: {} }, 'The English')).toBe('The English');
    expect(translateApiText(t, null, 'The English')).toBe('The English');
  });

  it("names the task in the page's language when the server sent its names (taskParams), else as sent", () => {
    const named = { code: 'help.requested', params: { name: 'Ann', ...taskParams('Bake the crumble', { de: { name: 'Streusel backen' }, fr: { name: 'Cuire le crumble' } }) } };
    expect(translateApiText(t, named, 'x')).toBe('Ann braucht Hilfe bei „Streusel backen“');
    const onlyFrench = { code: 'stall.noCooks', params: taskParams('Bake the crumble', { fr: { name: 'Cuire le crumble' } }) };
    expect(translateApiText(t, onlyFrench, 'x')).toContain('Bake the crumble');
    expect(translateApiText(t, { code: 'stall.noCooks', params: { task: 'Bake the crumble', task_names: 'not json' } }, 'x')).toContain('Bake the crumble');
  });

  it("app/errors and app/form-errors: a refusal's message and its field errors translated with t, English without", () => {
    const message = API_TEXTS['form.fixErrors'];
    const data = {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      fieldErrors: { name: ['Kitchen name is required'], other: ['Something only the server knows'] },
      text: { code: 'form.fixErrors', params: {} },
      fieldTexts: { name: [{ code: 'kitchen.nameRequired', params: {} }], other: [null] },
    };
    const error = new TRPCClientError(message, { result: { error: { code: -32600, message, data } } } as never);
    expect(serverMessage(error)).toBe(message);
    expect(serverMessage(error, t)).toBe('Bitte korrigiere die Fehler unten:');
    expect(formFailure(error, { fields: ['name', 'other'], fallback: 'x', t })).toEqual({
      banner: 'Bitte korrigiere die Fehler unten:',
      fields: { name: ['Die Küche braucht einen Namen'], other: ['Something only the server knows'] },
    });
    expect(formFailure(error, { fields: ['name', 'other'], fallback: 'x' }).fields).toEqual(data.fieldErrors);
  });
});
