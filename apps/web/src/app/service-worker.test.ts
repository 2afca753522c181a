import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, registerServiceWorkerLater, SERVICE_WORKER_URL, type RegisterEnvironment } from './service-worker';

/** A page whose load, first screen, timers and idle moments the test releases one by one. */
function page() {
  const release: Record<string, () => void> = {};
  const gate = (name: string) => new Promise<void>((resolve) => (release[name] = resolve));
  const register = vi.fn(async () => undefined);
  const waits: number[] = [];
  const env: RegisterEnvironment = {
    serviceWorker: { register },
    loaded: gate('load'),
    firstScreen: gate('firstScreen'),
    wait: (ms) => {
      waits.push(ms);
      return gate('timer');
    },
    idle: () => gate('idle'),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { env, release, register, waits, settle };
}

describe('service worker registration after the first screen', () => {
  it('waits for the load event, the first screen and an idle moment', async () => {
    const { env, release, register, settle } = page();
    const done = registerServiceWorkerLater(env);
    await settle();
    release.firstScreen!();
    await settle();
    expect(register).not.toHaveBeenCalled();
    release.load!();
    await settle();
    expect(register).not.toHaveBeenCalled();
    release.idle!();
    await expect(done).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('a page that never marks its first screen registers after the longest wait', async () => {
    const { env, release, register, waits, settle } = page();
    const done = registerServiceWorkerLater(env);
    release.load!();
    await settle();
    expect(waits).toEqual([FIRST_SCREEN_WAIT_MS]);
    expect(register).not.toHaveBeenCalled();
    release.timer!();
    await settle();
    release.idle!();
    await done;
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service worker support, and a refused registration is not an error', async () => {
    const { env } = page();
    await expect(registerServiceWorkerLater({ ...env, serviceWorker: undefined })).resolves.toBe(false);
    const refused = page();
    refused.env.serviceWorker = { register: () => Promise.reject(new Error('SecurityError')) };
    const done = registerServiceWorkerLater(refused.env);
    refused.release.load!();
    refused.release.firstScreen!();
    await refused.settle();
    refused.release.idle!();
    await expect(done).resolves.toBe(true);
  });
});
