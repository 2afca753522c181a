import { authService, BrigadeError, Presence, RateLimiter, scaledClock, SessionEventBus, type AppDeps } from '@brigade/api';
import { migrateToLatest, openDatabase } from '@brigade/db';
import { fromLaunchDir, readEnv } from './env';

const USAGE = `Usage: pnpm brigade <command>

  promote <username> host|staff   give an account the host or staff role
  demote <username> host|staff    take the role away
`;

/** Operator commands that run against the same database file as the server. */
async function main(argv: string[]): Promise<number> {
  const [command, username, role] = argv;
  if ((command !== 'promote' && command !== 'demote') || !username || (role !== 'host' && role !== 'staff')) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const db = openDatabase(fromLaunchDir(env.DATABASE_PATH));
  try {
    await migrateToLatest(db);
    const deps: AppDeps = {
      db,
      clock: scaledClock(1),
      events: new SessionEventBus(),
      presence: new Presence(),
      planBudgetMs: 10,
      nextDispatchAt: new Map(),
      config: { publicUrl: '', importAllowPrivate: false, ai: {} },
      limits: { failedLogins: new RateLimiter(0, 1, ''), registrations: new RateLimiter(0, 1, '') },
    };
    const value = command === 'promote';
    const user = await authService.setRoles(deps, username, role === 'host' ? { is_host: value } : { is_staff: value });
    console.log(`${user.username}: host=${user.is_host} staff=${user.is_staff}`);
    return 0;
  } catch (e) {
    console.error(e instanceof BrigadeError ? e.message : e);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
