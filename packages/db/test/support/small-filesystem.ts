import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A mounted small file system, or why none could be had (the test then skips with that reason). */
export type SmallFilesystem = MountedFilesystem | { skip: string };

export interface MountedFilesystem {
  dir: string;
  /** Writes a filler file until the file system has not a byte left (ENOSPC). */
  fill: () => void;
  /** Deletes the filler: space is free again. */
  free: () => void;
  unmount: () => void;
}

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
  const filler = join(dir, 'filler');
  return {
    dir,
    fill: () => {
      const fd = openSync(filler, 'w');
      try {
        // Megabytes first, then pages, so the last few kilobytes are taken too.
        for (const size of [1 << 20, 1 << 12]) {
          const chunk = Buffer.alloc(size);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free: () => unlinkSync(filler),
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
