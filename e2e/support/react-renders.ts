import type { Page } from 'playwright-core';

/**
 * Counts React commits and component renders in a page of the production build. React reports
 * every commit to the DevTools hook when one exists (its production build does too); each commit's
 * tree is walked and a function component counts as rendered when its hook list is a new object
 * (React copies the list on every render and keeps it on a bail-out, so components without hooks
 * are not counted). Runs before the page's scripts; read with {@link reactRenders}.
 */
export function reactRenderCounter(): void {
  type Fiber = { tag: number; type: unknown; memoizedState: unknown; child: Fiber | null; sibling: Fiber | null };
  // The names of the last renders, to tell which components rendered when a test fails (minified in a production build).
  const counts = { commits: 0, renders: 0, last: [] as string[] };
  const seen = new WeakSet<object>();
  (globalThis as unknown as { __reactRenders: typeof counts }).__reactRenders = counts;
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      // 0 function, 11 forwardRef, 14/15 memo components.
      if ((f.tag === 0 || f.tag === 11 || f.tag === 14 || f.tag === 15) && f.memoizedState && typeof f.memoizedState === 'object' && !seen.has(f.memoizedState)) {
        seen.add(f.memoizedState);
        counts.renders++;
        const type = f.type as { name?: string; displayName?: string; type?: { name?: string } } | null;
        counts.last.push(type?.displayName ?? type?.name ?? type?.type?.name ?? '?');
        if (counts.last.length > 200) counts.last.shift();
      }
      walk(f.child);
    }
  };
  (globalThis as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      counts.commits++;
      walk(root.current);
    },
  };
}

/** Init-script source for {@link reactRenderCounter} (tsx names functions through a `__name` helper pages lack). */
export function reactRenderCounterScript(): string {
  return `var __name = (f) => f; (${reactRenderCounter.toString()})();`;
}

/** Installs the counter in every page of `page`'s next navigations. */
export async function countReactRenders(page: Page): Promise<void> {
  await page.addInitScript({ content: reactRenderCounterScript() });
}

export interface ReactRenders {
  commits: number;
  renders: number;
  /** Names of the last (up to 200) components rendered. */
  last: string[];
}

export function reactRenders(page: Page): Promise<ReactRenders> {
  return page.evaluate(() => {
    const counts = (globalThis as unknown as { __reactRenders: ReactRenders }).__reactRenders;
    return { commits: counts.commits, renders: counts.renders, last: [...counts.last] };
  });
}

/** Resolves once no commit happened for `quietMs` (the page has settled), within `timeoutMs`. */
export async function waitForReactQuiet(page: Page, quietMs = 1_000, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await reactRenders(page);
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > deadline) throw new Error(`React kept committing for ${timeoutMs} ms`);
    await page.waitForTimeout(100);
    const now = await reactRenders(page);
    if (now.commits !== last.commits) {
      last = now;
      since = Date.now();
    }
  }
}
