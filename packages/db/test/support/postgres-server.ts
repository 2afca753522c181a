import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server for the tests, started by the tests themselves (issue 16): Debian's
 * postgresql package (initdb + pg_ctl) in a temporary folder on a free loopback port, durability off
 * (a test cluster is thrown away), C locale so text sorts as in SQLite. initdb refuses root, so as
 * root the cluster belongs to the `postgres` user the package creates. It starts in about a second.
 *
 * BRIGADE_TEST_POSTGRES_URL (an admin URL of a server you run) replaces the temporary server.
 */
export interface TestPostgres {
  /** Admin URL (database `postgres`): create and drop databases through it. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** The newest /usr/lib/postgresql/N/bin with an initdb, or BRIGADE_TEST_POSTGRES_BIN. */
export function findPostgresBin(): string | undefined {
  const fromEnv = process.env.BRIGADE_TEST_POSTGRES_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env.BRIGADE_TEST_POSTGRES_URL;
  if (external) return { adminUrl: external, stop: async () => {} };

  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL tests need Debian's postgresql package (initdb under /usr/lib/postgresql/N/bin; `npm test` installs it as root), " +
        'or BRIGADE_TEST_POSTGRES_URL pointing at a server you run.',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const asOwner = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd: string, args: string[]) => {
    const [head, ...rest] = [...asOwner, join(bin, cmd), ...args];
    const r = spawnSync(head!, rest, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed (exit ${r.status}): ${r.stderr || r.stdout}`);
  };

  const dir = mkdtempSync(join(tmpdir(), 'brigade-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-locale', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', settings, 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the admin database, one connection, closed afterwards. */
export async function adminQuery(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
