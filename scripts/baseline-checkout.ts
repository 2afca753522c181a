/**
 * Benchmark baselines from an older commit. The server no longer carries switches for earlier ways
 * of working (planning inside each change's transaction, hand-outs without the work-conserving fill
 * or without the greedy hand-out to a freed cook): a baseline runs the commit that still had them,
 * checked out once in a git worktree beside the system's temp files, its dependencies installed
 * from the pnpm store (offline), and reused by later runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The last commit with BRIGADE_PLANNER=inline, BRIGADE_IDLE_FILL and BRIGADE_GREEDY_HANDOUT. */
export const SWITCHES_COMMIT = '95b81b5';

/** The worktree of `commit` (made on first use); with `bundle`, its server bundle built too. */
export function baselineCheckout(commit = SWITCHES_COMMIT, opts: { bundle?: boolean } = {}): string {
  const dir = join(tmpdir(), `brigade-baseline-${commit}`);
  if (!existsSync(join(dir, 'node_modules'))) {
    console.error(`Checking out the baseline ${commit} in ${dir} (once)…`);
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { stdio: 'inherit' });
    execFileSync('git', ['worktree', 'add', '--quiet', '--detach', dir, commit], { stdio: 'inherit' });
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: dir, stdio: 'inherit' });
  }
  if (opts.bundle) execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: dir, stdio: 'inherit' });
  return dir;
}
