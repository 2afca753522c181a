import { describe, expect, it } from 'vitest';
import { completeTaskInput, cookTapBody, kitchenCapacity, registerInput, stationCount, STANDARD_KITCHEN, kitchenCreateInput, MESSAGES } from './index';

describe('registration rules (spec 01 §5)', () => {
  const valid = { username: 'alice', email: 'a@example.com', password: 'password1', password_confirm: 'password1' };
  const messages = (v: unknown) => {
    const r = registerInput.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a valid registration and defaults is_host to false', () => {
    expect(registerInput.parse(valid).is_host).toBe(false);
  });
  it('gives the spec messages', () => {
    expect(messages({ ...valid, username: 'ab' }).username).toBe(MESSAGES.usernameShort);
    expect(messages({ ...valid, password: 'short', password_confirm: 'short' }).password).toBe(MESSAGES.passwordShort);
    expect(messages({ ...valid, password_confirm: 'password2' }).password_confirm).toBe('Passwords do not match');
    expect(messages({ ...valid, email: 'nope' }).email).toBe(MESSAGES.emailInvalid);
    expect(messages({}).username).toBe('This field is required.');
  });
  it('trims the username', () => {
    expect(registerInput.parse({ ...valid, username: '  bob  ' }).username).toBe('bob');
  });
});

describe('kitchens', () => {
  it('counts only non-portable equipment as stations', () => {
    expect(
      stationCount([
        { equipment_type: 'prep_stations', quantity: 3, is_portable: false },
        { equipment_type: 'oven', quantity: 1, is_portable: false },
        { equipment_type: 'blender', quantity: 2, is_portable: true },
      ]),
    ).toBe(4);
    expect(stationCount([])).toBe(0);
  });
  it('turns a kitchen into task units', () => {
    expect(kitchenCapacity(STANDARD_KITCHEN)).toMatchObject({ prep_station: 3, burner: 4, oven: 2, sink: 1 });
    expect(kitchenCapacity({ stove_4_burner: 1, stove_6_burner: 1 }).burner).toBe(10);
  });
  it('requires a kitchen name and refuses negative counts', () => {
    const r = kitchenCreateInput.safeParse({ name: ' ', equipment: { oven: -1 } });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Kitchen name is required', 'Cannot be below 0.']);
  });
});

describe('text fields', () => {
  it("say 'Must be text.' for a value that is not text, and that a text is too long when it is", () => {
    const messageOf = (description: unknown) => kitchenCreateInput.safeParse({ name: 'Home', description }).error?.issues[0]?.message;
    expect(messageOf(42)).toBe('Must be text.');
    expect(messageOf('x'.repeat(1001))).toBe('Too big: expected string to have <=1000 characters');
    expect(messageOf('x'.repeat(1000))).toBeUndefined();
  });
});

describe('the moment of a cook tap (issue 35)', () => {
  it('takes tapped_at as an ISO-8601 date and time, in the tRPC input and the REST body, and refuses anything else', () => {
    const tapped_at = '2026-11-27T19:42:05.000Z';
    expect(completeTaskInput.parse({ code: 'ABC234', assignmentId: 3, tapped_at }).tapped_at).toBe(tapped_at);
    expect(cookTapBody.parse({ client_op_id: 'abcdefgh', tapped_at })?.tapped_at).toBe(tapped_at);
    expect(completeTaskInput.parse({ code: 'ABC234', assignmentId: 3 }).tapped_at).toBeUndefined();
    expect(completeTaskInput.safeParse({ code: 'ABC234', assignmentId: 3, tapped_at: 'at seven' }).success).toBe(false);
    expect(cookTapBody.safeParse({ tapped_at: 1700000000 }).success).toBe(false);
  });
});
