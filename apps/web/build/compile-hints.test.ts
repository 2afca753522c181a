import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, cookPathCompileHints, wantsCompileHint, type ChunkFacts } from './compile-hints';

const chunk = (facts: Partial<ChunkFacts> & { fileName: string; code: string }) => ({
  type: 'chunk' as const,
  name: facts.fileName.replace(/-.*$/, ''),
  isEntry: false,
  facadeModuleId: null,
  ...facts,
});
const asset = (fileName: string, source: Buffer) => ({ type: 'asset' as const, fileName, source });

/** Runs the plugin's generateBundle on a bundle the way the build would. */
function generate(bundle: Record<string, ReturnType<typeof chunk> | ReturnType<typeof asset>>) {
  const plugin = cookPathCompileHints({ '.gz': (source) => gzipSync(source) });
  const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

describe('compile hints on the cook path', () => {
  it('picks the start-up chunk, the cook screens and their shared chunks, not host screens', () => {
    expect(wantsCompileHint({ name: 'index', isEntry: true, facadeModuleId: '/app/src/main.tsx' })).toBe(true);
    expect(wantsCompileHint({ name: 'app', isEntry: false, facadeModuleId: null })).toBe(true);
    for (const screen of ['CookDashboardPage', 'JoinPage', 'SkillsPage'])
      expect(wantsCompileHint({ name: screen, isEntry: false, facadeModuleId: `/app/src/features/cook/${screen}.tsx` })).toBe(true);
    expect(wantsCompileHint({ name: 'live', isEntry: false, facadeModuleId: null })).toBe(true);
    expect(wantsCompileHint({ name: 'cook-shared', isEntry: false, facadeModuleId: null })).toBe(true);
    expect(wantsCompileHint({ name: 'TaskMapPage', isEntry: false, facadeModuleId: '/app/src/features/taskmap/TaskMapPage.tsx' })).toBe(false);
    expect(wantsCompileHint({ name: 'SessionManagePage', isEntry: false, facadeModuleId: '/app/src/features/sessions/SessionManagePage.tsx' })).toBe(false);
  });

  it('puts the hint on the very first line, above the preload map, and recompresses the sibling', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./x.js";function f(){return a}';
    const entry = chunk({ fileName: 'index-abc.js', code, isEntry: true });
    const host = chunk({ fileName: 'TaskMapPage-abc.js', code, facadeModuleId: '/src/features/taskmap/TaskMapPage.tsx' });
    const bundle = { [entry.fileName]: entry, 'index-abc.js.gz': asset('index-abc.js.gz', gzipSync(code)), [host.fileName]: host };
    generate(bundle);
    expect(entry.code.startsWith(COMPILE_HINT + 'const __vite__mapDeps')).toBe(true);
    expect(gunzipSync(bundle['index-abc.js.gz'].source as Buffer).toString()).toBe(entry.code);
    expect(host.code).toBe(code);
    // Run twice (a watch rebuild), still one hint.
    generate(bundle);
    expect(entry.code.split(COMPILE_HINT).length).toBe(2);
  });
});
