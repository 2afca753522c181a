import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { adoptEarlyAnswer, EARLY_GLOBAL, takeEarlyAnswer, takeEarlyLayoutWorker, type EarlyRequests } from './early-answers';

function pageWith(answers: EarlyRequests['answers'], token = 'tok-1') {
  return { [EARLY_GLOBAL]: { token, answers } satisfies EarlyRequests };
}

describe('early answers (index.html asks, the app adopts)', () => {
  it('adopts the answer asked for with the same path, input and sign-in, once', async () => {
    const graph = { tasks: [{ id: 1 }] };
    const page = pageWith([{ path: 'sessions.taskGraph', input: { code: 'ABC123' }, answer: Promise.resolve({ data: graph }) }]);
    const call = vi.fn(async () => ({ tasks: [] }));
    await expect(adoptEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'tok-1', call, page)).resolves.toBe(graph);
    expect(call).not.toHaveBeenCalled();
    // Taken: a second asker makes the call.
    await expect(adoptEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'tok-1', call, page)).resolves.toEqual({ tasks: [] });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('makes the usual call when the early one failed or was refused', async () => {
    const page = pageWith([
      { path: 'auth.profile', answer: Promise.resolve(null) },
      { path: 'sessions.taskGraph', input: { code: 'ABC123' }, answer: Promise.reject(new Error('offline')) },
    ]);
    await expect(adoptEarlyAnswer('auth.profile', undefined, 'tok-1', async () => 'called', page)).resolves.toBe('called');
    await expect(adoptEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'tok-1', async () => 'called too', page)).resolves.toBe('called too');
  });

  it('never adopts an answer for another input, another sign-in, or when nothing was asked early', () => {
    const answer = Promise.resolve({ data: 1 });
    const page = pageWith([{ path: 'sessions.taskGraph', input: { code: 'ABC123' }, answer }]);
    expect(takeEarlyAnswer('sessions.taskGraph', { code: 'XYZ789' }, 'tok-1', page)).toBeNull();
    expect(takeEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'someone-else', page)).toBeNull();
    expect(takeEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, null, page)).toBeNull();
    expect(takeEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'tok-1', {})).toBeNull();
    expect(takeEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'tok-1', page)).toBe(answer);
  });
});

const html = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');
const script = /<script id="early-requests">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe("index.html's inline script", () => {
  function run(pathname: string, token: string | null, respond: (url: string) => Promise<Response>) {
    const window: Record<string, unknown> = {};
    const urls: string[] = [];
    const headers: unknown[] = [];
    const fetch = (url: string, init: { headers: unknown }) => {
      urls.push(url);
      headers.push(init.headers);
      return respond(url);
    };
    new Function('window', 'location', 'localStorage', 'fetch', script)(window, { pathname }, { getItem: (key: string) => (key === 'authToken' ? token : null) }, fetch);
    return { window, urls, headers };
  }

  it('asks for the profile and the graph of a task map opened with a stored sign-in, in the shape the app adopts', async () => {
    const graph = { tasks: [{ id: 7 }], dependencies: [] };
    const { window, urls, headers } = run('/sessions/ABC123/dag', 'tok-1', async (url) =>
      url.startsWith('/trpc/auth.profile') ? new Response(JSON.stringify({ result: { data: { username: 'host' } } })) : new Response(JSON.stringify({ result: { data: graph } })),
    );
    expect(urls).toEqual(['/trpc/auth.profile', `/trpc/sessions.taskGraph?input=${encodeURIComponent('{"code":"ABC123"}')}`]);
    expect(headers).toEqual([{ Authorization: 'Token tok-1' }, { Authorization: 'Token tok-1' }]);
    await expect(adoptEarlyAnswer('auth.profile', undefined, 'tok-1', async () => null, window)).resolves.toEqual({ username: 'host' });
    await expect(adoptEarlyAnswer('sessions.taskGraph', { code: 'ABC123' }, 'tok-1', async () => null, window)).resolves.toEqual(graph);
  });

  it('leaves a refused call to the app', async () => {
    const refused = JSON.stringify({ error: { message: 'Authentication credentials were not provided.', data: { code: 'UNAUTHORIZED' } } });
    const { window } = run('/sessions/ABC123/dag/', 'tok-1', async () => new Response(refused, { status: 401 }));
    await expect(adoptEarlyAnswer('auth.profile', undefined, 'tok-1', async () => 'asked again', window)).resolves.toBe('asked again');
  });

  it('asks for nothing on other pages or without a stored sign-in', () => {
    expect(run('/sessions/ABC123', 'tok-1', async () => new Response('{}')).urls).toEqual([]);
    expect(run('/cook/ABC123', 'tok-1', async () => new Response('{}')).urls).toEqual([]);
    expect(run('/sessions/ABC123/dag', null, async () => new Response('{}')).urls).toEqual([]);
  });
});

describe('the layout worker index.html started', () => {
  it('is handed over once', () => {
    const worker = { name: 'elk-layout' } as unknown as Worker;
    const page = { [EARLY_GLOBAL]: { token: 't', answers: [], layoutWorker: worker } satisfies EarlyRequests };
    expect(takeEarlyLayoutWorker(page)).toBe(worker);
    expect(takeEarlyLayoutWorker(page)).toBeNull();
    expect(takeEarlyLayoutWorker({})).toBeNull();
  });

  it('is started by the inline script only for a map without a kept layout, once the build names it', () => {
    const built = script.replace('EARLY_LAYOUT_WORKER = null', 'EARLY_LAYOUT_WORKER = "/assets/elk-layout.worker-abc.js"');
    const started: string[] = [];
    class FakeWorker {
      onerror: (() => void) | null = null;
      constructor(url: string) {
        started.push(url);
      }
    }
    const open = (layout: string | null, code = built) => {
      const window: Record<string, unknown> = {};
      const storage = { getItem: (key: string) => (key === 'authToken' ? 'tok-1' : key === 'taskmap-positions-ABC123:layout' ? layout : null) };
      new Function('window', 'location', 'localStorage', 'fetch', 'Worker', code)(window, { pathname: '/sessions/ABC123/dag' }, storage, async () => new Response('{}'), FakeWorker);
      return window[EARLY_GLOBAL] as EarlyRequests;
    };
    const early = open(null);
    expect(started).toEqual(['/assets/elk-layout.worker-abc.js']);
    // A worker that fails before the app takes it is not handed over.
    (early.layoutWorker as unknown as FakeWorker).onerror!();
    expect(takeEarlyLayoutWorker({ [EARLY_GLOBAL]: early })).toBeNull();
    open('{"version":"v1"}');
    open(null, script);
    expect(started).toHaveLength(1);
  });

  it("preloads the map screen's files the build names", () => {
    const built = script.replace('EARLY_MAP_FILES = []', 'EARLY_MAP_FILES = ["/assets/TaskFlow-abc.js", "/assets/TaskFlow-abc.css"]');
    const added: Array<{ rel: string; as?: string; href: string; crossOrigin: string }> = [];
    const document = { createElement: () => ({}), head: { appendChild: (link: (typeof added)[number]) => added.push(link) } };
    const storage = { getItem: (key: string) => (key === 'authToken' ? 'tok-1' : null) };
    new Function('window', 'location', 'localStorage', 'fetch', 'document', built)({}, { pathname: '/sessions/ABC123/dag' }, storage, async () => new Response('{}'), document);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/TaskFlow-abc.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/TaskFlow-abc.css', crossOrigin: '' },
    ]);
  });
});
