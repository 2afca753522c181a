import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A mounted small file system, or why none could be had (the test then skips with that reason). */
export type SmallFilesystem = { dir: string; unmount: () => void } | { skip: string };

/**
 * A real tmpfs of `sizeMb` for a database that must run out of space (issue 29, full disk).
 * Mounting needs Linux and root, as CI has; elsewhere the reason comes back instead.
 */
export function mountSmallFilesystem(prefix: string, sizeMb = 48): SmallFilesystem {
  if (process.platform !== 'linux') return { skip: 'tmpfs needs Linux' };
  if (process.getuid?.() !== 0) return { skip: 'mounting a tmpfs needs root (CI runs the tests as root)' };
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `mount -t tmpfs was refused: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}` };
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
