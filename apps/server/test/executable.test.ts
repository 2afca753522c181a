import type { AppRouter } from '@brigade/api';
import { createTRPCClient, httpLink } from '@trpc/client';
import SQLite from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, restAt, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession } from './live-kitchen';

/**
 * The single executable, as a user gets it: built by `pnpm build:exe` (reused when no input is
 * newer than it), copied alone into an empty folder and started there.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const built = join(repo, 'dist', 'brigade');

let folder: string;
let extractDir: string;
let exe: string;

/** Only what a user's shell would have: no INIT_CWD from the test runner, no DATABASE_PATH. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, BRIGADE_EXTRACT_DIR: extractDir };
  return { ...env, ...extra };
}

function runExe(args: string[], extra: Record<string, string> = {}) {
  const r = spawnSync(exe, args, { cwd: folder, env: userEnv(extra), encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `./brigade` and resolves once it printed its start-up banner (or rejects with its output). */
async function serve(extra: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(exe, [], { cwd: folder, env: userEnv({ PORT: String(port), HOST: '127.0.0.1', ...extra }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += String(d);
      if (output.includes('Brigade is ready')) resolve();
    });
    child.stderr!.on('data', (d: Buffer) => (output += String(d)));
    child.once('exit', (code) => reject(new Error(`brigade exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

beforeAll(() => {
  // Builds only when something is newer than dist/brigade (scripts/build.mjs decides).
  const build = spawnSync(process.execPath, [join(repo, 'scripts/build.mjs'), 'exe'], { cwd: repo, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`pnpm build:exe failed:\n${build.stdout}\n${build.stderr}`);
  folder = mkdtempSync(join(tmpdir(), 'brigade-exe-'));
  extractDir = mkdtempSync(join(tmpdir(), 'brigade-exe-extract-'));
  exe = join(folder, 'brigade');
  copyFileSync(built, exe);
  spawnSync('chmod', ['755', exe]);
}, 600_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (extractDir) rmSync(extractDir, { recursive: true, force: true });
});

describe('the single executable', () => {
  it('is one file of at most 120 MB that answers --version and --help', () => {
    expect(statSync(exe).size).toBeLessThanOrEqual(120 * 1024 * 1024);
    const version = runExe(['--version']);
    expect(version).toMatchObject({ code: 0, err: '' });
    expect(version.out).toMatch(/^brigade \d+\.\d+\.\d+ \(executable, Node 20\./);
    const help = runExe(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('backup <file>');
  });

  it('answers bad input with usage (exit 2) or one clear line (exit 1), never a stack trace', () => {
    const unknown = runExe(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command frobnicate');
    expect(unknown.err).toContain('Usage: brigade');
    expect(runExe(['--port', '80']).code).toBe(2);

    writeFileSync(join(folder, 'a-file'), 'not a folder');
    const unwritable = runExe([], { DATABASE_PATH: 'a-file/brigade.db', PORT: '0' });
    expect(unwritable.code).toBe(1);
    expect(unwritable.err.trim().split('\n')).toEqual([expect.stringContaining('Cannot use the database file')]);
    expect(unwritable.err).not.toMatch(/\n\s+at /);
  });

  it('creates its database, serves the web app, /healthz, tRPC, REST and /ws, and backs up while running', { timeout: 120_000 }, async () => {
    const { url, child, output } = await serve();
    try {
      expect(existsSync(join(folder, 'data', 'brigade.db'))).toBe(true);
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });
      const page = await fetch(`${url}/cook/ABC123`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');

      // A short session: host, kitchen, session with a library recipe, one cook, start, a task over /ws.
      const t: Pick<TestServer, 'url' | 'rest'> = { url, rest: restAt(url) };
      const { host, code } = await kitchenWithSession(t, ['Guacamole']);
      const joined = await t.rest('POST', `sessions/${code}/join/`, { body: { session_code: code, display_name: 'Ana' } });
      expect(joined.status).toBe(200);
      const cook = await ChannelClient.open(t, code, joined.body.token);
      expect((await cook.next((m) => m.type === 'session_state')).session.status).toBe('waiting');
      expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);

      const handed = await cook.next((m) =>
        (m.type === 'tasks_assigned' || m.type === 'task_assignments_updated') &&
        m.assignments.some((a: { participant_id: number; status: string }) => a.participant_id === joined.body.participant.id && a.status === 'in_progress'),
      );
      const task = handed.assignments.find((a: { participant_id: number; status: string }) => a.participant_id === joined.body.participant.id && a.status === 'in_progress');
      cook.send({ type: 'complete_task', assignment_id: task.id });
      expect((await cook.next((m) => m.type === 'task_completed' && m.id === task.id)).id).toBe(task.id);
      cook.close();

      const trpc = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${url}/trpc`, headers: { authorization: `Token ${host.token}` } })] });
      expect((await trpc.sessions.get.query({ code })).status).toBe('active');

      // A consistent copy while the server runs, and the operator command on the live database.
      const backup = runExe(['backup', 'copy.db']);
      expect(backup).toMatchObject({ code: 0, err: '' });
      const copy = new SQLite(join(folder, 'copy.db'), { readonly: true });
      try {
        expect(copy.prepare('select count(*) as n from users').get()).toEqual({ n: 1 });
        expect((copy.prepare('select count(*) as n from session_events').get() as { n: number }).n).toBeGreaterThan(0);
      } finally {
        copy.close();
      }
      expect(runExe(['backup', 'copy.db']).code).toBe(1);
      const other = await registerUser(t, { username: 'Lina' });
      expect(other.user.is_host).toBe(false);
      expect(runExe(['promote', 'Lina', 'host'])).toMatchObject({ code: 0, out: 'Lina: host=true staff=false\n' });

      // Default logs: the banner, and no line per request.
      expect(output()).not.toContain('/healthz');
    } finally {
      expect(await stop(child)).toBe(0);
    }
  });

  it('refuses a database that a newer version migrated, and leaves it as it was', { timeout: 60_000 }, async () => {
    const path = join(folder, 'data', 'brigade.db');
    const sqlite = new SQLite(path);
    sqlite.prepare("insert into kysely_migration (name, timestamp) values ('9999-from-the-future', 'x')").run();
    sqlite.close();
    const port = String(await freePort());
    const refused = runExe([], { PORT: port, HOST: '127.0.0.1' });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('written by a newer version of Brigade');
    expect(refused.err).not.toMatch(/\n\s+at /);
    const after = new SQLite(path, { readonly: true });
    try {
      expect(after.prepare("select count(*) as n from kysely_migration where name = '9999-from-the-future'").get()).toEqual({ n: 1 });
    } finally {
      after.close();
    }
  });
});
