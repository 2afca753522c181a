import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { restCall, type RestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

const SCALE = 60;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

/** The real server (src/main.ts) as its own process, as `npm start` runs it, on a free port. */
async function launch(dbPath: string): Promise<{ server: RestServer; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      BRIGADE_CLOCK_SCALE: String(SCALE),
      BRIGADE_WEB_DIST: join(tmpdir(), 'brigade-no-web'),
      // Quiet but for the start-up banner, which says the port PORT=0 picked.
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://192.0.2.10:3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.stderr!.on('data', (d) => (err += String(d)));
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
  return { server: { url, rest: (method, path, opts) => restCall(url, method, path, opts) }, child };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterEach(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  children.length = 0;
});

const events = (c: ChannelClient) => c.messages.filter((m) => m.event_id && m.type !== 'session_state');

describe('the kitchen clock across a SIGKILL', () => {
  it(`continues at BRIGADE_CLOCK_SCALE=${SCALE}: the running timer rings on time and time never goes backwards`, { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brigade-clock-'));
    const dbPath = join(dir, 'brigade.db');
    try {
      let { server, child } = await launch(dbPath);
      const { host, code } = await kitchenWithSession(server, ['Apple Crumble']);
      const required = (await server.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
      const cooks: Array<{ id: number; token: string }> = [];
      for (const name of ['Hal', 'Ivy']) {
        const res = await server.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } });
        await server.rest('POST', `sessions/${code}/participants/${res.body.participant.id}/skills/`, { token: res.body.token, body: { skills: required } });
        cooks.push({ id: res.body.participant.id, token: res.body.token });
      }
      let watcher = await ChannelClient.open(server, code, host.token);
      await server.rest('POST', `sessions/${code}/start/`, { token: host.token });

      // A cook holds the oven task: tapping Complete starts its timer (passive); other tasks stay in progress.
      const inOven = (a: Msg) => a.status === 'in_progress' && a.task_type === 'timer_passive';
      const first = await watcher.next((m) => m.type === 'tasks_assigned' && m.assignments.some(inOven));
      const held = first.assignments.filter((a: Msg) => a.status === 'in_progress') as Msg[];
      const timed = held.find(inOven)!;
      const holder = cooks.find((c) => c.id === timed.participant_id)!;
      await server.rest('POST', `sessions/${code}/assignments/${timed.id}/complete/`, { token: holder.token });
      const timerStart = await watcher.next((m) => m.type === 'timer_start');
      const startedReal = performance.now();
      const { timer_started_at, timer_ends_at } = timerStart.assignment as { timer_started_at: string; timer_ends_at: string };
      const timerRealMs = (Date.parse(timer_ends_at) - Date.parse(timer_started_at)) / SCALE;
      const inProgress = held.filter((a) => a.id !== timed.id);
      expect(inProgress.length).toBeGreaterThan(0);

      // Let kitchen time run well ahead of the wall clock, then kill the process outright.
      await new Promise((r) => setTimeout(r, 3_000));
      const before = events(watcher);
      const lastBefore = Math.max(...before.map((m) => Date.parse(m.created_at ?? m.timestamp ?? '0')).filter(Number.isFinite));
      watcher.close();
      await killHard(child);

      ({ server, child } = await launch(dbPath));
      // Under load the restart may take longer than the timer had left: then it must ring at once.
      const backReal = performance.now() - startedReal;
      watcher = await ChannelClient.open(server, code, host.token, before.at(-1)!.event_id);
      // The cooks finish the tasks they held at the crash.
      for (const a of inProgress) {
        const cook = cooks.find((c) => c.id === a.participant_id)!;
        const res = await server.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token });
        expect(res.status).toBe(200);
      }
      const rang = await watcher.next((m) => m.type === 'timer_complete' && m.assignment.id === timed.id, 60_000);
      const rangReal = performance.now() - startedReal;

      // On time: not before its end, and not late by the first process's uptime (the old clock
      // restarted from zero, so the timer rang the whole timer length or more after the restart).
      expect(rangReal).toBeGreaterThan(timerRealMs - 1_000);
      expect(rangReal).toBeLessThan(Math.max(timerRealMs, backReal) + 2_500);
      expect(Date.parse(rang.created_at)).toBeGreaterThanOrEqual(Date.parse(timer_ends_at));

      // Every time written after the restart is later than every time written before it.
      const after = events(watcher);
      const completions = after.filter((m) => m.type === 'task_completed');
      expect(completions.length).toBeGreaterThanOrEqual(inProgress.length);
      for (const m of after) expect(Date.parse(m.created_at)).toBeGreaterThan(lastBefore);
      for (const m of completions) expect(Date.parse(m.completed_at)).toBeGreaterThan(lastBefore);
      watcher.close();
      await killHard(child);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
