import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { FIX_ERRORS_BELOW } from './errors';
import { formFailure } from './form-errors';

/** A 400 as the server sends it: the message and `{field: [messages]}`. */
function refused(fieldErrors: Record<string, string[]>, message = FIX_ERRORS_BELOW) {
  return new TRPCClientError(message, { result: { error: { code: -32600, message, data: { code: 'BAD_REQUEST', httpStatus: 400, fieldErrors } } } } as never);
}

describe('formFailure: every form reads a failed request the same way', () => {
  it("puts each message under its field, the server's names mapped to the form's", () => {
    const failure = formFailure(refused({ servings: ['Ensure this value is at least 1.'], estimated_time_minutes: ['Must be a whole number.'] }), {
      fields: { servings: 'servings', estimated_time_minutes: 'time' },
      fallback: 'Failed',
    });
    expect(failure).toEqual({ banner: FIX_ERRORS_BELOW, fields: { servings: ['Ensure this value is at least 1.'], time: ['Must be a whole number.'] } });
  });

  it("never says 'Please fix the errors below:' with nothing below: a field the form does not show goes in the banner", () => {
    const failure = formFailure(refused({ call_id: ['Invalid id.'] }), { fields: ['food_name'], fallback: 'Failed' });
    expect(failure).toEqual({ banner: 'Invalid id.' });
  });

  it('without field errors: the first non-field error, else the message, else the fallback', () => {
    expect(formFailure(refused({ non_field_errors: ['Unable to log in.'] }), { fields: ['username'], fallback: 'Failed' })).toEqual({ banner: 'Unable to log in.' });
    expect(formFailure(refused({}, 'Session not found'), { fields: ['code'], fallback: 'Failed' })).toEqual({ banner: 'Session not found' });
    expect(formFailure(new Error('network down'), { fields: ['code'], fallback: 'Failed to join.' })).toEqual({ banner: 'Failed to join.' });
  });
});
