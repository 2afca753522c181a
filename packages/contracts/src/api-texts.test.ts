import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TEXTS, apiText, apiTextOf, type ApiTextCode, type ApiTextParams } from './api-texts';
import { JOIN_MESSAGES, KICK_MESSAGES } from './kick-rules';
import { MESSAGES, REQUIRED } from './auth-rules';
import { KITCHEN_MESSAGES } from './kitchen-rules';
import { SESSION_MESSAGES } from './session-rules';
import { PLAN_MESSAGES } from './plan-api';

const codes = Object.keys(API_TEXTS) as ApiTextCode[];

/** Sample params for a template: a distinct text per param, `count` for plurals. */
function samples(code: ApiTextCode, count: number): ApiTextParams {
  const params: ApiTextParams = {};
  const template: string = API_TEXTS[code];
  for (const [, name] of template.matchAll(/\{(\w+), plural/g)) params[name!] = count;
  // Placeholders outside plural branches ('{name}'), not the branches' words ('one {it}').
  for (const [, name] of template.replace(/ (one|other) \{[^{}]*\}/g, '').matchAll(/\{(\w+)\}/g)) params[name!] ??= `Sample ${name}`;
  return params;
}

describe('API_TEXTS: every server text by code', () => {
  it.each(codes)('%s round-trips through apiTextOf', (code) => {
    for (const count of [1, API_TEXTS[code].includes('#') ? 3 : 2]) {
      const params = samples(code, count);
      expect(apiTextOf(apiText(code, params))).toEqual({ code, params });
    }
  });

  it('renders plurals the English way', () => {
    expect(apiText('participant.tasksReturned', { count: 1, name: 'Ann' })).toBe('1 task returned to the pool for Ann.');
    expect(apiText('participant.tasksReturned', { count: 3, name: 'Ann' })).toBe('3 tasks returned to the pool for Ann.');
    expect(apiTextOf('3 tasks returned to the pool for Ann.')).toEqual({ code: 'participant.tasksReturned', params: { count: 3, name: 'Ann' } });
  });

  it('the most specific template wins, and unknown texts have no code', () => {
    expect(apiTextOf('Recipe not found')).toEqual({ code: 'notFound.recipe', params: {} });
    expect(apiTextOf('Gadget not found')).toEqual({ code: 'notFound.other', params: { what: 'Gadget' } });
    expect(apiTextOf('Waiting for someone who can do Baking (Bake (slowly))')).toEqual({ code: 'stall.skill', params: { skills: 'Baking', task: 'Bake (slowly)' } });
    // zod's own sentences have codes too (issue 30), with their params.
    expect(apiTextOf('Invalid input: expected string, received number')).toEqual({ code: 'zod.invalidType', params: { expected: 'string', received: 'number' } });
    expect(apiTextOf('Too small: expected number to be >=1')).toEqual({ code: 'zod.tooSmall', params: { origin: 'number', minimum: '1' } });
    expect(apiTextOf('Something no server says.')).toBeNull();
    expect(apiTextOf('')).toBeNull();
  });

  it("the rules modules' constants are texts of the table", () => {
    const constants = [REQUIRED, ...Object.values(MESSAGES), ...Object.values(KICK_MESSAGES), JOIN_MESSAGES.removed, JOIN_MESSAGES.awayName('Ann'), JOIN_MESSAGES.registeredName('Ann'),
      ...Object.values(KITCHEN_MESSAGES), ...Object.values(SESSION_MESSAGES), ...Object.values(PLAN_MESSAGES)];
    for (const text of constants) expect(apiTextOf(text), text).not.toBeNull();
  });

  it("every schema's own message in this package is a text of the table (so it has a code)", () => {
    const dir = new URL('.', import.meta.url);
    const literals: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'api-texts.ts')) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      for (const [, text] of source.matchAll(/\b(?:error|message): '((?:[^'\\]|\\.)*)'/g)) literals.push(text!.replace(/\\'/g, "'"));
    }
    expect(literals.length).toBeGreaterThan(50);
    expect(literals.filter((text) => apiTextOf(text) === null)).toEqual([]);
  });
});
