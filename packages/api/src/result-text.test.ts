import { describe, expect, it } from 'vitest';
import { said, saidText } from './result-text';
import { withText } from './trpc';

describe('said: a result with the code it was written from', () => {
  it('tRPC sends the code the service gave, not one matched from the English', async () => {
    // The English of one code with another code given: the given one wins.
    const result = said({ message: 'Task assignments refreshed.' }, { code: 'session.notActive', params: {} });
    expect(await withText(result)).toEqual({ message: 'Task assignments refreshed.', text: { code: 'session.notActive', params: {} } });
    expect(await withText({ message: 'Task assignments refreshed.' })).toEqual({ message: 'Task assignments refreshed.', text: { code: 'participant.refreshed', params: {} } });
  });

  it('JSON (REST) leaves the code out', () => {
    const result = said({ success: true, message: 'Task assignments refreshed.' }, { code: 'participant.refreshed', params: {} });
    expect(JSON.parse(JSON.stringify(result))).toEqual({ success: true, message: 'Task assignments refreshed.' });
    expect(saidText(result)).toEqual({ code: 'participant.refreshed', params: {} });
    expect(saidText({ message: 'x' })).toBeUndefined();
  });
});
