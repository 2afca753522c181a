import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH } from '@brigade/contracts';
import { sessions, type Queryable } from '@brigade/db';
import { randomInt } from 'node:crypto';

export function randomSessionCode(): string {
  let code = '';
  for (let i = 0; i < SESSION_CODE_LENGTH; i++) code += SESSION_CODE_ALPHABET[randomInt(SESSION_CODE_ALPHABET.length)];
  return code;
}

/** 31^6 ≈ 887 million codes: a clash is rare, and a few retries make it vanish. */
export async function uniqueSessionCode(db: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = randomSessionCode();
    if (!(await sessions.findSessionByCode(db, code))) return code;
  }
  throw new Error('Could not find a free session code');
}
