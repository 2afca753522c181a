import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { registerUser, startTestServer } from './harness';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

async function brigade(dbPath: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, DATABASE_PATH: dbPath, INIT_CWD: '' } }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );
}

describe('the operator CLI', () => {
  it('promotes and demotes accounts in the server database', { timeout: 60_000 }, async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'brigade-cli-')), 'brigade.db');
    let t = await startTestServer({ dbPath });
    await registerUser(t, { username: 'owner' });
    const cook = await registerUser(t, { username: 'Lina' });
    expect(cook.user.is_staff).toBe(false);
    await t.stop();

    expect(await brigade(dbPath, 'promote', 'lina', 'staff')).toMatchObject({ code: 0, out: 'Lina: host=false staff=true\n' });
    expect(await brigade(dbPath, 'promote', 'Lina', 'host')).toMatchObject({ code: 0, out: 'Lina: host=true staff=true\n' });
    expect(await brigade(dbPath, 'demote', 'Lina', 'staff')).toMatchObject({ code: 0, out: 'Lina: host=true staff=false\n' });
    expect((await brigade(dbPath, 'promote', 'ghost', 'host')).code).toBe(1);
    expect((await brigade(dbPath, 'promote', 'Lina', 'admin')).code).toBe(2);

    t = await startTestServer({ dbPath });
    const login = await t.rest('POST', 'auth/login/', { body: { username: 'Lina', password: 'correct horse' } });
    expect(login.body.user).toMatchObject({ is_host: true, is_staff: false });
    await t.stop();
  });
});
