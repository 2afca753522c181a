import { apiText, apiTextOf, type ApiText, type ApiTextCode, type ApiTextParams, type FieldErrors } from '@brigade/contracts';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** zod's way of writing a value in its messages: strings quoted, bigints with `n`. */
const shown = (v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'string' ? `"${v}"` : String(v));

/** Lengths zod counts ("to have >=3 characters"): text and lists have codes; files, sets and maps keep zod's English. */
const SIZED = new Set(['string', 'file', 'array', 'set', 'map']);
const LENGTH_CODES: Record<string, { small: ApiTextCode; big: ApiTextCode }> = {
  string: { small: 'zod.tooShort', big: 'zod.tooLong' },
  array: { small: 'zod.tooFew', big: 'zod.tooMany' },
};

const FORMATS: Record<string, ApiTextCode> = {
  email: 'zod.invalidEmail',
  url: 'zod.invalidUrl',
  uuid: 'zod.invalidUuid',
  date: 'zod.invalidDate',
  datetime: 'zod.invalidDatetime',
  time: 'zod.invalidTime',
  regex: 'zod.invalidPattern',
};

/** The code and params an issue's kind has, built from the issue (zod's English message aside). */
function candidate(issue: Issue, message: string): { code: ApiTextCode; params: ApiTextParams } | null {
  switch (issue.code) {
    case 'invalid_type':
      // Issues leave out the input, so what was received comes from zod's own sentence.
      return { code: 'zod.invalidType', params: { expected: issue.expected, received: /, received (.+)$/s.exec(message)?.[1] ?? '' } };
    case 'invalid_value':
      return issue.values.length === 1
        ? { code: 'zod.invalidValue', params: { expected: shown(issue.values[0]) } }
        : { code: 'zod.invalidOption', params: { options: issue.values.map(shown).join('|') } };
    case 'too_small': {
      if (issue.exact) return null;
      const minimum = issue.minimum.toString();
      if (SIZED.has(issue.origin)) {
        const codes = LENGTH_CODES[issue.origin];
        return codes && issue.inclusive ? { code: codes.small, params: { minimum } } : null;
      }
      return { code: issue.inclusive ? 'zod.tooSmall' : 'zod.tooSmallExclusive', params: { origin: issue.origin, minimum } };
    }
    case 'too_big': {
      if (issue.exact) return null;
      const maximum = issue.maximum.toString();
      if (SIZED.has(issue.origin)) {
        const codes = LENGTH_CODES[issue.origin];
        return codes && issue.inclusive ? { code: codes.big, params: { maximum } } : null;
      }
      return { code: issue.inclusive ? 'zod.tooBig' : 'zod.tooBigExclusive', params: { origin: issue.origin, maximum } };
    }
    case 'invalid_format': {
      const code = FORMATS[issue.format];
      if (!code) return null;
      return { code, params: code === 'zod.invalidPattern' ? { pattern: String(issue.pattern) } : {} };
    }
    case 'not_multiple_of':
      return { code: 'zod.notMultipleOf', params: { divisor: issue.divisor.toString() } };
    case 'unrecognized_keys':
      return { code: 'zod.unrecognizedKeys', params: { count: issue.keys.length, keys: issue.keys.map(shown).join(', ') } };
    default:
      return { code: 'zod.invalidInput', params: {} };
  }
}

/**
 * The code and params of one field error: zod's own message by its issue's kind (params from the
 * issue: minimum, maximum, expected, …), a schema's own message by the table. Only when the code
 * renders exactly the English sent, so a page in English reads the same either way.
 */
export function zodIssueText(issue: Issue, message: string): ApiText | null {
  const found = candidate(issue, message);
  if (found && apiText(found.code, found.params) === message) return found;
  return apiTextOf(message);
}

/**
 * `data.fieldTexts` of a zod error: each field error's code beside the English list that
 * `fieldErrorsFromZod` made from the same issues (same fields, same order).
 */
export function fieldTextsFromZod(error: z.core.$ZodError, fieldErrors: FieldErrors): Record<string, Array<ApiText | null>> {
  const out: Record<string, Array<ApiText | null>> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = (out[field] ??= []);
    const message = fieldErrors[field]?.[list.length] ?? issue.message;
    list.push(zodIssueText(issue, message));
  }
  return out;
}
