import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyHeapGrowing } from './heap';

const run = promisify(execFile);
const child = fileURLToPath(new URL('../../test/fixtures/heap-growth.ts', import.meta.url));

/** The largest old space of the same allocation churn in a fresh node, with the given percent. */
async function churn(percent: number): Promise<{ inForce: number | null; maxOldSpaceMb: number }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, String(percent)], { env: { ...process.env, NODE_OPTIONS: '' } });
  return JSON.parse(stdout);
}

describe('the heap growing factor set at start-up', () => {
  it('keeps the old space nearer to what is live than V8 left to itself', { timeout: 60_000 }, async () => {
    const [own, bounded] = [await churn(0), await churn(30)];
    expect(own.inForce).toBeNull();
    expect(bounded.inForce).toBe(30);
    // Same churn, same live set: V8's own factor (up to 4x on a machine with plenty of memory) lets
    // garbage pile up in the old space; 1.3x collects sooner.
    expect(bounded.maxOldSpaceMb).toBeLessThan(own.maxOldSpaceMb * 0.75);
  });

  it('leaves a factor given on the command line or in NODE_OPTIONS alone', () => {
    expect(applyHeapGrowing(30, ['--heap-growing-percent=80'], '')).toBe(80);
    expect(applyHeapGrowing(30, [], '--max-old-space-size=512 --heap_growing_percent=55')).toBe(55);
  });
});
