import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the app's entry pulls in before any screen loads. The production build is Vite's, but its
 * tree-shaking follows the same rule as esbuild's: a module the entry reaches is kept with every
 * module-level call it makes (a zod schema is one), so one schema beside a constant the entry
 * imports puts all of zod in the main chunk (it did: 24 KB gzip and its evaluation on a phone).
 */
async function entryInputs(entry: string): Promise<Map<string, number>> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: '/tmp/brigade-startup-bundle',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const metafile: Metafile = result.metafile;
  const outputs = Object.entries(metafile.outputs);
  const start = outputs.find(([, output]) => output.entryPoint?.endsWith(entry.replace(/^(\.\.\/)+/, '')));
  if (!start) throw new Error('esbuild produced no entry chunk');
  // The entry chunk and the shared chunks it imports statically: what evaluates before any screen.
  const inputs = new Map<string, number>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const output = metafile.outputs[path];
    if (!output) return;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
    for (const imported of output.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start[0]);
  return inputs;
}

describe('the start-up bundle', () => {
  it('keeps zod and the contracts schemas off the main chunk', async () => {
    const inputs = await entryInputs('../main.tsx');
    const zod = [...inputs].filter(([path, bytes]) => /node_modules[\\/].*zod[\\/]/.test(path) && bytes > 0);
    expect(zod.map(([path]) => path)).toEqual([]);
    // The entry does use contracts constants (the kick notices): the check reaches the package.
    expect([...inputs.keys()].some((path) => path.includes('packages/contracts/src/'))).toBe(true);
  }, 60_000);

  it.each(['JoinPage', 'SkillsPage', 'CookDashboardPage'])('keeps zod off the cook screen %s', async (name) => {
    const inputs = await entryInputs(`../features/cook/${name}.tsx`);
    expect([...inputs].filter(([path, bytes]) => /node_modules[\\/].*zod[\\/]/.test(path) && bytes > 0).map(([path]) => path)).toEqual([]);
  }, 60_000);
});
