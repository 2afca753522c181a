/**
 * pnpm bench:live — drives simulated cooks over real WebSockets (the /ws compatibility channel)
 * through whole sessions on a real server process, and reports:
 *   - handoff latency: from a cook's complete_task to the next task that same commit hands them;
 *   - ack latency: from complete_task to the task_completed event on the cook's own socket;
 *   - events lost or duplicated per connection (checked against session_events in the database);
 *   - the server's peak resident memory (VmHWM);
 *   - next task: from complete_task to the cook's next tasks_assigned, whichever commit sends it
 *     (the completion's own, or a re-plan's a moment later), counted when that task was ready as
 *     the cook completed (every predecessor's task_completed already seen, a unit of each of its
 *     equipment free, and still free after the completion's own commit: a unit that commit gave
 *     to another cook is a wait for equipment) and came within a kitchen minute: the server's
 *     delay, not a wait for work; next_task_at_send_* counts as before the seventh session, from
 *     the equipment free as the cook completed, kept beside it;
 *     next_task_uncapped_* is the same without the minute's cap (next_tasks_over_a_minute counts
 *     what the cap leaves out: overload, or the plan keeping the cook for other work);
 *   - the start call's latency, /healthz latency polled through the run, and each session's real
 *     length in kitchen minutes (work times are seeded per session and task, so runs compare).
 * Cooks work on each task for its estimated minutes of kitchen time (at --clock-scale 60 a kitchen
 * minute is a real second), give or take 20 %; --work-ms N makes every task take N real ms instead.
 * Options: --sessions N (50) --cooks N (8) --clock-scale N (60) --stagger-ms N (5000) --work-ms N
 *          --plan-budget-ms N --recipes A,B
 *          --planner worker|inline (worker) --baseline (also run inline planning first, same seeds)
 *          --baseline-no-fill (also run the pool first without the work-conserving hand-out,
 *          BRIGADE_IDLE_FILL=false, same seeds)
 *          --baseline-no-greedy (also run the pool first without the greedy hand-out to a
          freed cook and urgent re-plans, BRIGADE_GREEDY_HANDOUT=false, same seeds)
          (inline planning and those two switches are gone from the server: these runs start the
          server of the last commit that had them, from a git worktree, see baseline-checkout.ts)
          --server source|bundle (source: apps/server/src through tsx, as before; bundle: the
          compiled apps/server/dist/brigade.cjs with plain node, as `npm start` runs it, built first
          when stale)
          --baseline-v8-heap (issue 11, memory: also run the pool first with V8's own heap growing
          factor, BRIGADE_HEAP_GROWING_PERCENT=0, same seeds, and print the ratio to it)
          --threads N (planner threads) --healthz-ms N (50)
 *          --postgres ADMIN_URL (issue 16: after the SQLite run, the same run on PostgreSQL, in a
 *          fresh database created through ADMIN_URL for the run, with the ratio PostgreSQL/SQLite)
 *          --instances N (with --postgres: then also N server processes on ports --port … --port+N-1
 *          sharing one fresh PostgreSQL database, each session's cooks spread over all of them)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { build } from './build.mjs';
import { percentile, planFigures, ratiosOf, unit, type Figures } from './bench/live-figures';
import { cpuSeconds, freshPostgres, peakRss, queryRows, startServer } from './bench/live-server';

const { values: args } = parseArgs({
  options: {
    sessions: { type: 'string', default: '50' },
    cooks: { type: 'string', default: '8' },
    'work-ms': { type: 'string' },
    'clock-scale': { type: 'string', default: '60' },
    'plan-budget-ms': { type: 'string' },
    port: { type: 'string', default: '3987' },
    recipes: { type: 'string', default: 'Greek Salad,Guacamole' },
    'stagger-ms': { type: 'string', default: '5000' },
    planner: { type: 'string', default: 'worker' },
    baseline: { type: 'boolean', default: false },
    'baseline-no-fill': { type: 'boolean', default: false },
    'baseline-no-greedy': { type: 'boolean', default: false },
    'baseline-v8-heap': { type: 'boolean', default: false },
    threads: { type: 'string' },
    'healthz-ms': { type: 'string', default: '50' },
    postgres: { type: 'string' },
    instances: { type: 'string', default: '1' },
    server: { type: 'string', default: 'source' },
  },
});
if (args.server !== 'source' && args.server !== 'bundle') throw new Error('--server is source or bundle');
const SESSIONS = Number(args.sessions);
const COOKS = Number(args.cooks);
const SCALE = Number(args['clock-scale']);
const workMs = (minutes: number, key: string) => (args['work-ms'] ? Number(args['work-ms']) : (minutes * 60_000) / SCALE) * (0.8 + 0.4 * unit(key));
const PORT = Number(args.port);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'brigade-bench-live-'));
const dbPath = join(dir, 'brigade.db');

/** Units of each task equipment in the bench's standard kitchen (3 prep stations, a 4-burner stove, an oven with two racks). */
const STANDARD_CAPACITY: Record<string, number> = { prep_station: 3, burner: 4, oven: 2, sink: 1, dishwasher: 1, stand_mixer: 1, food_processor: 1, blender: 1 };

/** Messages are `{"type":…,"event_id":…,…}`: the first `type` and `event_id` are the message's own. */
const TYPE = /^\{"type":"([a-z_]+)"/;
const EVENT_ID = /"event_id":"(\d+)"/;

type Msg = { type: string; event_id?: string; created_at?: string; [k: string]: any };

async function api(method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The run's database: the SQLite file, or a fresh PostgreSQL database (`--postgres`). */
let databaseUrl: string | undefined;
/** Rows of a read-only query on the run's database (`?` placeholders), SQLite or PostgreSQL. */
const readRows = <T>(text: string, params: unknown[] = []) => queryRows<T>({ dbPath, databaseUrl }, text, params);

interface CookConn {
  session: number;
  code: string;
  id: number;
  ws: WebSocket;
  seen: number[];
  firstId: number | null;
  pendingComplete: Map<number, { at: number; eventCreatedAt?: string }>;
}

async function run(planner: string, instances = 1, extraEnv: Record<string, string> = {}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Several instances (issue 16): one after the other (the first migrates), one port each.
  const servers = [];
  for (let i = 0; i < instances; i++) servers.push(await startServer({ planner, port: PORT + i, extraEnv, dbPath, databaseUrl, clockScale: args['clock-scale'], planBudgetMs: args['plan-budget-ms'], threads: args.threads, bundle: args.server === 'bundle' }));
  const handoff: number[] = [];
  const ack: number[] = [];
  const nextTask: number[] = [];
  const nextTaskUncapped: number[] = [];
  const startCalls: number[] = [];
  const healthz: number[] = [];
  let laterCommit = 0;
  const nextTaskAtSend: number[] = [];
  let laterCommitAtSend = 0;
  try {
    const host = await api('POST', 'auth/register/', { username: 'benchhost', email: 'b@example.com', password: 'benchpassword', password_confirm: 'benchpassword', is_host: true });
    const kitchen = await api('POST', 'kitchens/', { name: 'Bench kitchen', use_default: true }, host.token);
    const library = (await api('GET', 'recipes/', undefined, host.token)) as Array<{ id: number; name: string }>;
    const recipeIds = args.recipes.split(',').map((n) => library.find((r) => r.name.includes(n.trim()))!.id);

    const conns: CookConn[] = [];
    const sessions: Array<{ id: number; code: string }> = [];
    for (let s = 0; s < SESSIONS; s++) {
      const session = await api('POST', 'sessions/create/', { kitchen: kitchen.id, name: `Bench ${s}` }, host.token);
      for (const id of recipeIds) await api('POST', `sessions/${session.code}/recipes/`, { recipe_id: id }, host.token);
      const skills = (await api('GET', `sessions/${session.code}/required-skills/`)).skills.map((x: { id: number }) => x.id);
      const sessionIndex = sessions.length;
      sessions.push({ id: session.id, code: session.code });
      const dag = await api('GET', `sessions/${session.code}/dag/`, undefined, host.token);
      const preds = new Map<string, string[]>();
      for (const d of dag.dependencies as Array<{ task_id: string; depends_on_id: string }>) preds.set(d.task_id, [...(preds.get(d.task_id) ?? []), d.depends_on_id]);
      for (let c = 0; c < COOKS; c++) {
        const joined = await api('POST', `sessions/${session.code}/join/`, { display_name: `Cook ${c}` });
        await api('POST', `sessions/${session.code}/participants/${joined.participant.id}/skills/`, { skills }, joined.token);
        // Each session's cooks spread over the instances: a cook's events come from the others' commits too.
        const ws = new WebSocket(`ws://127.0.0.1:${PORT + ((s + c) % instances)}/ws/sessions/${session.code}/?token=${joined.token}`);
        const conn: CookConn = { session: session.id, code: session.code, id: joined.participant.id, ws, seen: [], firstId: null, pendingComplete: new Map() };
        const handled = new Set<number>();
        const passive = new Set<number>();
        let lastCompletion: { at: number; createdAt: string | undefined } | null = null;
        // What this cook's phone has seen of the session, in its own socket's order: tasks done,
        // and equipment in use by assignment (tasks hold it until they complete).
        const doneTasks = new Set<string>();
        const holding = new Map<number, string[]>();
        const equipmentFree = (names: string[]) =>
          names.every((e) => [...holding.values()].filter((h) => h.includes(e)).length < (STANDARD_CAPACITY[e] ?? 1));
        const freeByTask = () =>
          new Map<string, boolean>(dag.tasks.map((x: { id: string; equipment?: Array<{ name: string }> | string[] }) => [x.id, equipmentFree((x.equipment ?? []).map((e) => (typeof e === 'string' ? e : e.name)))]));
        // `free`: equipment free as the cook completed; `left`: as the completion's own commit left
        // the kitchen (after what it handed to the other cooks), once its events arrive.
        let lastSent: { at: number; done: Set<string>; free: Map<string, boolean>; left?: Map<string, boolean> } | null = null;
        ws.on('message', (raw) => {
          const now = performance.now();
          // The simulated phones share this machine's two cores with the server: read the type and
          // id of every message cheaply, and parse in full only the few types a cook acts on.
          const text = String(raw);
          const type = TYPE.exec(text)?.[1];
          const eventId = EVENT_ID.exec(text)?.[1];
          if (type === 'session_state') conn.firstId = Number(eventId);
          else if (eventId) conn.seen.push(Number(eventId));
          if (type !== 'task_completed' && type !== 'tasks_assigned') return;
          const msg = JSON.parse(text) as Msg;
          if (msg.type === 'task_completed') {
            doneTasks.add(msg.task_id);
            holding.delete(msg.id);
            const sent = conn.pendingComplete.get(msg.id);
            if (sent) {
              // A passive timer task completes when its timer rings, not when the cook taps.
              if (!passive.has(msg.id)) ack.push(now - sent.at);
              conn.pendingComplete.delete(msg.id);
              // A passive timer is completed by its ring, not by the tap that started it: its hand-off
              // counts from the ring's event (else the timer's own minutes were counted as a wait).
              lastCompletion = { at: passive.has(msg.id) ? now : sent.at, createdAt: msg.created_at };
            }
          }
          if (msg.type === 'tasks_assigned') for (const a of msg.assignments) holding.set(a.id, a.equipment.map((e: { name: string }) => e.name));
          // The kitchen as this cook's completion left it: its commit's events are in.
          if (lastSent !== null && lastCompletion !== null && lastCompletion.createdAt === msg.created_at) lastSent.left = freeByTask();
          if (msg.type === 'tasks_assigned') {
            for (const a of msg.assignments) {
              if (a.participant_id !== conn.id || handled.has(a.id)) continue;
              handled.add(a.id);
              if (a.task_type === 'timer_passive') passive.add(a.id);
              // The next task, from whichever commit: a real wait for work (a task not ready yet)
              // takes kitchen minutes, so only what comes within one counts. Ready: its predecessors
              // were done and a unit of its equipment was free as the cook completed (`atSend`, the
              // definition before the seventh session) and still after the completion's own commit
              // (a unit that commit gave to another cook's due task is a wait for equipment).
              const sameCommit = lastCompletion !== null && lastCompletion.createdAt === msg.created_at;
              const atSend = lastSent !== null && lastSent.free.get(a.task_id) !== false && (preds.get(a.task_id) ?? []).every((p) => lastSent!.done.has(p));
              const ready = atSend && (sameCommit || lastSent!.left?.get(a.task_id) !== false);
              const withinAMinute = lastSent !== null && now - lastSent.at < 60_000 / SCALE;
              if (withinAMinute && atSend) {
                nextTaskAtSend.push(now - lastSent!.at);
                if (!sameCommit) laterCommitAtSend++;
              }
              if (withinAMinute && ready) {
                nextTask.push(now - lastSent!.at);
                if (!sameCommit) {
                  laterCommit++;
                  if (process.env.BENCH_TRACE) console.error(`later ${Math.round(now - lastSent!.at)} ms, session ${sessionIndex} (id ${session.id}, cook ${conn.id}), task ${a.task_id}, ${lastCompletion ? 'own task_completed seen' : 'no task_completed of its own yet (a passive timer started)'}`);
                }
              }
              // The same, without the one-minute cap (kept beside it): a ready task that came later
              // than a kitchen minute is a server delay under overload, or the plan keeping the cook
              // for other work (equipment planned for others, the cook's own next task soon).
              if (lastSent !== null && ready) nextTaskUncapped.push(now - lastSent.at);
              lastSent = null;
              // Handed out by the same commit as this cook's completion: that is the handoff.
              if (lastCompletion && lastCompletion.createdAt === msg.created_at) {
                handoff.push(now - lastCompletion.at);
                if (process.env.BENCH_TRACE) console.error(`handoff ${Math.round(lastCompletion.at)} ${Math.round(now - lastCompletion.at)}`);
              }
              lastCompletion = null;
              setTimeout(() => {
                // What was free once this cook's task lets go of its equipment (ready tasks only).
                const own = holding.get(a.id);
                holding.delete(a.id);
                const free = freeByTask();
                if (own) holding.set(a.id, own);
                lastSent = { at: performance.now(), done: new Set(doneTasks), free };
                conn.pendingComplete.set(a.id, { at: lastSent.at });
                ws.send(JSON.stringify({ type: 'complete_task', assignment_id: a.id }));
              }, workMs(a.estimated_duration_minutes, `${sessionIndex}:${a.task_id}`));
            }
          }
        });
        await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
        conns.push(conn);
      }
    }
    const startedAt = performance.now();
    const done = sessions.map(
      (s) =>
        new Promise<void>((resolve) => {
          const w = conns.find((c) => c.session === s.id)!.ws;
          w.on('message', (raw) => TYPE.exec(String(raw))?.[1] === 'session_completed' && resolve());
        }),
    );
    // Households do not all press Start in the same millisecond: starts spread over --stagger-ms
    // (0 starts every session at once, the worst case).
    const stagger = Number(args['stagger-ms']);
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const t0 = performance.now();
        await fetch(`${base}/healthz`).then((r) => r.text());
        healthz.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, Number(args['healthz-ms'])));
      }
    })();
    await Promise.all(
      sessions.map(async (s, i) => {
        await new Promise((r) => setTimeout(r, (stagger * i) / sessions.length));
        const t0 = performance.now();
        await api('POST', `sessions/${s.code}/start/`, undefined, host.token);
        startCalls.push(performance.now() - t0);
      }),
    );
    await Promise.race([Promise.all(done), new Promise((r) => setTimeout(r, 10 * 60_000))]);
    polling = false;
    await poller;
    const metricsTexts = await Promise.all(servers.map((_, i) => fetch(`http://127.0.0.1:${PORT + i}/metrics`).then((r) => r.text())));
    // Counters and sums add up over the instances (the event loop lag is taken per instance below).
    const elapsed = (performance.now() - startedAt) / 1000;
    await new Promise((r) => setTimeout(r, 300));
    // Several instances: their peaks added up (the memory the deployment needs), their CPU too.
    const rss = servers.reduce((n, server) => n + peakRss(server.pid!), 0);
    const cpu = servers.reduce((n, server) => n + cpuSeconds(server.pid!), 0);

    // Lost or duplicated: every connection must have seen each event of its session after its snapshot exactly once.
    let lost = 0;
    let duplicated = 0;
    for (const c of conns) {
      const expected = await readRows<{ id: number }>('select id from session_events where session_id = ? and id > ? order by id', [c.session, c.firstId ?? 0]);
      const seen = new Map<number, number>();
      for (const id of c.seen) seen.set(id, (seen.get(id) ?? 0) + 1);
      for (const { id } of expected) if (!seen.has(id)) lost++;
      for (const n of seen.values()) if (n > 1) duplicated += n - 1;
    }
    const completedSessions = Number((await readRows<{ n: number }>("select count(*) as n from cooking_sessions where status = 'completed'"))[0]!.n);
    // Kitchen minutes from start to the last task, per session: what the followed plans achieved.
    const lengths = (await readRows<{ started_at: string; completed_at: string }>("select started_at, completed_at from cooking_sessions where status = 'completed'")).map(
      (r) => (Date.parse(r.completed_at) - Date.parse(r.started_at)) / 60_000,
    );
    for (const c of conns) c.ws.close();

    for (const list of [handoff, ack, nextTask, nextTaskAtSend, nextTaskUncapped, startCalls, healthz]) list.sort((a, b) => a - b);
    const r = (x: number) => Math.round(x * 10) / 10;
    return {
        database: databaseUrl ? 'postgres' : 'sqlite',
        instances,
        server: args.server,
        heap_growing_percent: extraEnv.BRIGADE_HEAP_GROWING_PERCENT ?? process.env.BRIGADE_HEAP_GROWING_PERCENT ?? 'default',
        planner: extraEnv.BRIGADE_IDLE_FILL === 'false' ? `${planner} (no idle fill)` : extraEnv.BRIGADE_GREEDY_HANDOUT === 'false' ? `${planner} (no greedy hand-out)` : planner,
        sessions: SESSIONS,
        cooks: SESSIONS * COOKS,
        completed_sessions: completedSessions,
        seconds: r(elapsed),
        // Completions answered (their task_completed reached the cook) per second of the run.
        completions_per_second: r(ack.length / elapsed),
        handoffs: handoff.length,
        handoff_p50_ms: r(percentile(handoff, 50)),
        handoff_p95_ms: r(percentile(handoff, 95)),
        handoff_p99_ms: r(percentile(handoff, 99)),
        ack_p50_ms: r(percentile(ack, 50)),
        ack_p95_ms: r(percentile(ack, 95)),
        ack_p99_ms: r(percentile(ack, 99)),
        next_task_p50_ms: r(percentile(nextTask, 50)),
        next_task_p99_ms: r(percentile(nextTask, 99)),
        next_tasks: nextTask.length,
        next_task_from_later_commit: laterCommit,
        next_task_at_send_p99_ms: r(percentile(nextTaskAtSend, 99)),
        next_tasks_at_send: nextTaskAtSend.length,
        next_task_at_send_from_later_commit: laterCommitAtSend,
        next_task_uncapped_p50_ms: r(percentile(nextTaskUncapped, 50)),
        next_task_uncapped_p99_ms: r(percentile(nextTaskUncapped, 99)),
        next_tasks_uncapped: nextTaskUncapped.length,
        next_tasks_over_a_minute: nextTaskUncapped.filter((x) => x >= 60_000 / SCALE).length,
        start_call_p50_ms: r(percentile(startCalls, 50)),
        start_call_p99_ms: r(percentile(startCalls, 99)),
        healthz_p50_ms: r(percentile(healthz, 50)),
        healthz_p99_ms: r(percentile(healthz, 99)),
        events_lost: lost,
        events_duplicated: duplicated,
        server_peak_rss_mb: r(rss),
        // Load-independent cost: the server's CPU time over the whole run (set-up included), per completion.
        server_cpu_s: r(cpu),
        server_cpu_ms_per_completion: r((cpu * 1000) / Math.max(1, ack.length)),
        mean_session_minutes: Math.round((lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length)) * 100) / 100,
        ...planFigures(metricsTexts),
    };
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
  }
}

// The bundle is built when missing or older than the sources (scripts/build.mjs).
if (args.server === 'bundle') await build('server');
const results: Figures[] = [];
if (args.baseline) results.push(await run('inline'));
if (args['baseline-no-fill']) results.push(await run('worker', 1, { BRIGADE_IDLE_FILL: 'false' }));
if (args['baseline-no-greedy']) results.push(await run('worker', 1, { BRIGADE_GREEDY_HANDOUT: 'false' }));
const noGreedy = args['baseline-no-greedy'] ? results.at(-1) : undefined;
if (args['baseline-v8-heap']) results.push(await run('worker', 1, { BRIGADE_HEAP_GROWING_PERCENT: '0' }));
const v8Heap = args['baseline-v8-heap'] ? results.at(-1) : undefined;
results.push(await run(args.baseline || args['baseline-no-fill'] || args['baseline-no-greedy'] || args['baseline-v8-heap'] ? 'worker' : args.planner));
if (args.postgres) {
  // Issue 16: the same run on PostgreSQL; the SQLite run above is its baseline.
  databaseUrl = await freshPostgres(args.postgres);
  const sqlite = results.at(-1);
  results.push(await run(args.planner));
  const keys = ['next_task_p99_ms', 'handoff_p99_ms', 'ack_p99_ms', 'completions_per_second', 'server_peak_rss_mb', 'mean_session_minutes'];
  const ratios = (next: Figures | undefined) => ratiosOf(next, sqlite, keys);
  const pgOne = results.at(-1);
  if (Number(args.instances) > 1) {
    // Issue 16: the same run on N instances sharing a fresh PostgreSQL database; SQLite × 1 stays the baseline.
    databaseUrl = await freshPostgres(args.postgres);
    results.push(await run(args.planner, Number(args.instances)));
  }
  for (const result of results) console.log(JSON.stringify(result));
  console.log(JSON.stringify({ ratio_postgres_to_sqlite: ratios(pgOne) }));
  if (Number(args.instances) > 1) console.log(JSON.stringify({ [`ratio_postgres_x${args.instances}_to_sqlite`]: ratios(results.at(-1)) }));
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
for (const result of results) console.log(JSON.stringify(result));
if (results.length >= 2) {
  const next = results.at(-1);
  const keys = ['server_cpu_ms_per_completion', 'start_call_p99_ms', 'next_task_p99_ms', 'next_task_at_send_p99_ms', 'next_task_uncapped_p99_ms', 'next_task_from_later_commit', 'handoff_p99_ms', 'healthz_p99_ms', 'server_peak_rss_mb', 'mean_session_minutes'];
  const ratios = (base: Figures | undefined) => ratiosOf(next, base, keys);
  if (args.baseline) console.log(JSON.stringify({ ratio_worker_to_inline: ratios(results[0]) }));
  if (args['baseline-no-fill']) console.log(JSON.stringify({ ratio_fill_to_no_fill: ratios(results[Number(args.baseline)]) }));
  if (args['baseline-no-greedy']) console.log(JSON.stringify({ ratio_greedy_to_no_greedy: ratios(noGreedy) }));
  if (args['baseline-v8-heap']) console.log(JSON.stringify({ ratio_heap_growing_to_v8_default: ratios(v8Heap) }));
}
rmSync(dir, { recursive: true, force: true });
process.exit(0);
