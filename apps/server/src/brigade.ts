// The server and the operator commands load only when asked for: --help and --version answer
// without loading (or, in the executable, unpacking) anything else.
import { OperatorError } from './commands/errors';
import { readEnv } from './env';
import { runMode, version } from './runtime/build-info';

export const USAGE = `Usage: brigade [command]

  (no command), serve              start the server (PORT, HOST, DATABASE_PATH, ... see the README)
  promote <username> host|staff    give an account the host or staff role
  demote <username> host|staff     take the role away
  backup <file>                    copy the SQLite database to <file>, safely while the server runs
  migrate-to-postgres <url>        copy the SQLite database into an empty PostgreSQL database
  --help                           show this help
  --version                        show the version

Commands use the same DATABASE_PATH as the server (default ./data/brigade.db), or its
DATABASE_URL when that is set (PostgreSQL; backup then refuses: use pg_dump).
`;

type Parsed =
  | { kind: 'serve' }
  | { kind: 'role'; command: 'promote' | 'demote'; username: string; role: 'host' | 'staff' }
  | { kind: 'backup'; file: string }
  | { kind: 'migrate-to-postgres'; url: string }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'usage-error'; problem: string };

export function parseArgs(argv: string[]): Parsed {
  const [command, ...rest] = argv;
  if (command === undefined || (command === 'serve' && rest.length === 0)) return { kind: 'serve' };
  if ((command === '--help' || command === '-h' || command === 'help') && rest.length === 0) return { kind: 'help' };
  if ((command === '--version' || command === '-v' || command === 'version') && rest.length === 0) return { kind: 'version' };
  if (command === 'promote' || command === 'demote') {
    const [username, role] = rest;
    if (rest.length === 2 && username && !username.startsWith('-') && (role === 'host' || role === 'staff')) return { kind: 'role', command, username, role };
    return { kind: 'usage-error', problem: `${command} needs a username and host or staff` };
  }
  if (command === 'backup') {
    if (rest.length === 1 && rest[0] && !rest[0].startsWith('-')) return { kind: 'backup', file: rest[0] };
    return { kind: 'usage-error', problem: 'backup needs one file name' };
  }
  if (command === 'migrate-to-postgres') {
    if (rest.length === 1 && rest[0] && !rest[0].startsWith('-')) return { kind: 'migrate-to-postgres', url: rest[0] };
    return { kind: 'usage-error', problem: 'migrate-to-postgres needs the PostgreSQL URL' };
  }
  return { kind: 'usage-error', problem: command.startsWith('-') ? `unknown option ${command}` : `unknown command ${command}` };
}

/**
 * The one command-line entry: the server and the operator commands, in `npm start`, the plain-node
 * build and the single executable alike. Resolves to an exit code, or to null while the server runs.
 */
export async function runBrigade(argv: string[]): Promise<number | null> {
  const parsed = parseArgs(argv);
  try {
    switch (parsed.kind) {
      case 'help':
        process.stdout.write(USAGE);
        return 0;
      case 'version':
        process.stdout.write(`brigade ${version()} (${runMode()}, Node ${process.versions.node})\n`);
        return 0;
      case 'usage-error':
        process.stderr.write(`brigade: ${parsed.problem}\n\n${USAGE}`);
        return 2;
      case 'serve': {
        const { serve } = await import('./commands/serve');
        await serve(readEnvOrExplain());
        return null;
      }
      case 'role': {
        const { setRole } = await import('./commands/operator');
        await setRole(readEnvOrExplain(), parsed.command, parsed.username, parsed.role);
        return 0;
      }
      case 'backup': {
        const { backup } = await import('./commands/operator');
        await backup(readEnvOrExplain(), parsed.file);
        return 0;
      }
      case 'migrate-to-postgres': {
        const { migrateToPostgres } = await import('./commands/migrate-to-postgres');
        await migrateToPostgres(readEnvOrExplain(), parsed.url);
        return 0;
      }
    }
  } catch (error) {
    // By name: importing @brigade/db here would load the whole server for --help.
    if (error instanceof OperatorError || (error instanceof Error && error.name === 'DatabaseTooNewError')) {
      process.stderr.write(`brigade: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function readEnvOrExplain() {
  try {
    return readEnv();
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
}

/** Runs the command line and sets the exit code (no top-level await: the builds are CommonJS). */
export function main(argv = process.argv.slice(2)): void {
  runBrigade(argv).then(
    (code) => {
      if (code !== null) process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
