/**
 * pnpm --silent bench:live-sim — the plan quality of live hand-outs, free of machine load: whole
 * meals cooked through the real services on an in-memory SQLite database, with a kitchen clock the
 * script moves from event to event (no wall time in any figure). Each task works for its estimate
 * ± 20 % (seeded per meal and task, the same in every mode); passive timers ring through the real
 * timer loop: the planner pool, hand-outs from the current plan with the work-conserving fill of
 * idle cooks and the greedy hand-out to a freed cook.
 * --baseline first runs this script at the last commit that still had the earlier ways as modes
 * (scripts/baseline-checkout.ts), same meals: inline (planning inside each change's transaction,
 * the reference of issue 11's 1 % rule), pool without the fill, pool without the greedy hand-out,
 * and that commit's pool; then this one, and its mean against the baseline's inline.
 * Plans are capped at the live cap of schedules with a budget large enough that the cap decides,
 * so the figures do not depend on the machine. Each re-plan lands after the change that asked for
 * it (as on a server), at the same kitchen time. Prints mean and worst kitchen minutes per meal
 * per mode, CPU time per meal (planning included: here it runs in this thread). The timer loop's improvement rounds are off
 * (they follow wall time).
 * Options: --meals N (20) --cooks N (8) --recipes A,B (Greek Salad,Guacamole) --baseline
 * --household-pace knife=1.6,other=0.8 (issue 37): instead, one kitchen cooks --meals meals in a
 * row at that true pace per kind of work (bench/household.ts), and each meal's predicted finish
 * (read right after its start) is compared with its real one: one line per meal with the error;
 * --households N (1) runs N such kitchens with different task times and adds a line per meal
 * with the mean error over them.
 * --ovens: the recipes' oven tasks get temperatures before the start (the first recipe with an
 * oven 200 °C, the next 190, then 180, 170 ...), so ovens hold one temperature at a time and
 * preheats merge. --courses: the recipes are starter, main, dessert (in the order given; more are
 * sides), served at start + the meal's lower bound for the main, 10 minutes before it for the
 * starter and 15 after for the dessert. Prints the mean lower bound of the meals (critical path,
 * work per equipment and per cook, at the estimates: `makespanLowerBound`) and the ratio of the
 * mean kitchen minutes to it.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { participants, sessions, sessionTasks } from '@brigade/db';
import { makespanLowerBound, plan, type Plan } from '@brigade/domain';
import { toSchedulingProblem } from '../src/live/engine/scheduling-problem';
import { completeTask } from '../src/live/services/cooking.service';
import { KitchenTimers } from '../src/live/engine/kitchen-timers';
import { loadKitchenState } from '../src/live/engine/kitchen-state';
import type { PlanRunner } from '../src/live/engine/planner/plan-runner';
import type { PlanJob } from '../src/live/engine/planner/plan-worker';
import { isPassive } from '../src/live/engine/scheduling-problem';
import { newLiveDeps, newLiveSession } from '../test/live-fixtures';
import { baselineCheckout } from '../../../scripts/baseline-checkout';
import { household, parseHouseholdPace } from './household';

const { values: args } = parseArgs({
  options: {
    meals: { type: 'string', default: '20' },
    cooks: { type: 'string', default: '8' },
    recipes: { type: 'string', default: 'Greek Salad,Guacamole' },
    baseline: { type: 'boolean', default: false },
    'household-pace': { type: 'string' },
    households: { type: 'string', default: '1' },
    ovens: { type: 'boolean', default: false },
    courses: { type: 'boolean', default: false },
  },
});

const COURSE_ORDER = ['starter', 'main', 'dessert'] as const;

/** Oven temperatures by recipe (--ovens) and courses (--courses), set before the start. */
async function prepareMeal(deps: Awaited<ReturnType<typeof newLiveDeps>>, sessionId: number): Promise<void> {
  const copies = await sessions.listSessionRecipes(deps.db, [sessionId]);
  const tasks = await sessionTasks.listSessionTasks(deps.db, sessionId);
  if (args.ovens) {
    let next = 200;
    for (const c of copies) {
      const oven = tasks.filter((t) => t.session_recipe_id === c.id && (JSON.parse(t.equipment) as string[]).includes('oven'));
      if (oven.length === 0) continue;
      for (const t of oven) await sessionTasks.updateSessionTask(deps.db, t.id, { oven_temperature_c: next });
      next -= 10;
    }
  }
  if (args.courses) {
    for (const [i, c] of copies.entries()) await deps.db.updateTable('session_recipes').set({ course: COURSE_ORDER[i] ?? 'side' }).where('id', '=', c.id).execute();
  }
}

/** Serve times for the courses from the start: main at the lower bound, starter 10 minutes before, dessert 15 after. */
async function serveCourses(deps: Awaited<ReturnType<typeof newLiveDeps>>, sessionId: number, start: number, lowerBound: number): Promise<void> {
  const main = start + lowerBound * 60_000;
  const at = (ms: number) => new Date(ms).toISOString();
  await sessions.replaceSessionCourses(deps.db, sessionId, [
    { course: 'starter', serve_at: at(main - 10 * 60_000) }, { course: 'main', serve_at: at(main) }, { course: 'dessert', serve_at: at(main + 15 * 60_000) },
  ]);
}

/** A number in [0, 1) from a string: the same task of the same meal works as long in every mode. */
function unit(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 2 ** 32;
}

/** Plans at once, in this thread (the figures count kitchen time only). */
const immediate: PlanRunner = { threads: 1, run: (job: PlanJob): Promise<Plan> => Promise.resolve(plan(job.problem, job.schedule, job.options)), destroy: async () => {} };

type Mode = 'pool';

async function meal(mode: Mode, index: number) {
  const deps = await newLiveDeps(immediate);
  // The schedule cap decides, not the wall-time budget.
  deps.planBudgetMs = 10_000;
  let t = deps.clock.now();
  deps.clock = { now: () => t, scale: 60 };
  const timers = new KitchenTimers(deps);
  const s = await newLiveSession(deps, { recipes: args.recipes.split(','), cooks: Number(args.cooks), skills: true, prepare: (id) => prepareMeal(deps, id) });
  const first = await loadKitchenState(deps.db, (await sessions.findSessionById(deps.db, s.id))!);
  const built = toSchedulingProblem(first, t);
  const lowerBound = makespanLowerBound(built.problem, built.schedule);
  if (args.courses) {
    await serveCourses(deps, s.id, t, lowerBound);
    // The serve times count from the next re-plan on: ask for one now.
    await deps.planner.idle();
  }
  await deps.planner.idle();
  const started = t;
  const finishAt = new Map<number, number>();
  let steps = 0;
  for (; steps < 5000; steps++) {
    const session = (await sessions.findSessionById(deps.db, s.id))!;
    if (session.status !== 'active') break;
    const state = await loadKitchenState(deps.db, session);
    for (const a of state.assignments) {
      const task = state.taskById.get(a.task_id)!;
      if (a.status !== 'in_progress' || a.participant_id === null || finishAt.has(a.id)) continue;
      if (isPassive(task) && a.timer_ends_at !== null) continue;
      const minutes = task.estimated_duration_minutes + (isPassive(task) ? 0 : (task.timer_duration_minutes ?? 0));
      finishAt.set(a.id, t + minutes * 60_000 * (0.8 + 0.4 * unit(`${index}:${a.task_id}`)));
    }
    const rings = state.assignments.filter((a) => a.status === 'in_progress' && a.timer_ends_at !== null && a.timer_rang === 0).map((a) => Date.parse(a.timer_ends_at!));
    const wake = deps.wakes.get(s.id);
    const next = Math.min(...finishAt.values(), ...rings, ...(wake !== undefined ? [wake] : []));
    if (!Number.isFinite(next)) throw new Error(`${mode}, meal ${index}: nothing under way and the meal is not done`);
    t = Math.max(t, Math.ceil(next));
    // The cooks' phones stay connected: meals longer than the presence window (two hours of
    // kitchen time at this clock's scale) would otherwise lose their cooks to the absence sweep.
    for (const id of s.cooks) await participants.updateParticipant(deps.db, id, { last_seen: new Date(t).toISOString() });
    await timers.tick();
    for (const [id, at] of [...finishAt].sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
      if (at > t) continue;
      finishAt.delete(id);
      const a = (await loadKitchenState(deps.db, (await sessions.findSessionById(deps.db, s.id))!)).assignments.find((x) => x.id === id)!;
      if (a.status !== 'in_progress') continue;
      await completeTask(deps, { kind: 'cook', participantId: a.participant_id!, sessionId: s.id, tokenHash: '' }, s.code, id, { finishEarly: true });
    }
    await deps.planner.idle();
  }
  const done = (await sessions.findSessionById(deps.db, s.id))!;
  if (done.status !== 'completed') throw new Error(`${mode}, meal ${index}: not completed after ${steps} steps`);
  await deps.planner.stop();
  await deps.db.destroy();
  return { minutes: (Date.parse(done.completed_at!) - started) / 60_000, lowerBound };
}

if (args['household-pace'] !== undefined) {
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const errors: number[][] = [];
  for (let h = 0; h < Number(args.households); h++) {
    const rows = await household({ runner: immediate, meals: Number(args.meals), cooks: Number(args.cooks), recipes: args.recipes.split(','), paceOf: parseHouseholdPace(args['household-pace']), unit, seed: `household ${h}` });
    for (const row of rows) {
      console.log(JSON.stringify({ household: h + 1, household_meal: row.meal, predicted_minutes: r3(row.predicted_minutes), actual_minutes: r3(row.actual_minutes), finish_error: r3(row.error), mean_learned_pace: r3(row.learned_pace_line) }));
      (errors[row.meal - 1] ??= []).push(row.error);
    }
  }
  errors.forEach((e, i) => console.log(JSON.stringify({ household_meal: i + 1, households: e.length, mean_finish_error: r3(e.reduce((a, b) => a + b, 0) / e.length), worst_finish_error: r3(Math.max(...e)) })));
  process.exit(0);
}

const modes: Mode[] = ['pool'];
let baselineInline: number | undefined;
if (args.baseline) {
  const dir = baselineCheckout();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'packages/api/bench/live-sim.ts', '--meals', args.meals, '--cooks', args.cooks, '--recipes', args.recipes], { cwd: dir, encoding: 'utf8' });
  for (const line of out.trim().split('\n')) {
    const row = JSON.parse(line) as { mode?: string; mean_kitchen_minutes?: number };
    if (row.mode) console.log(JSON.stringify({ ...row, mode: `baseline ${row.mode}` }));
    if (row.mode === 'inline') baselineInline = row.mean_kitchen_minutes;
  }
}
const minutes: Record<string, number[]> = {};
const bounds: number[] = [];
const cpuMs: Record<string, number> = {};
for (const mode of modes) {
  minutes[mode] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < Number(args.meals); i++) {
    const m = await meal(mode, i);
    minutes[mode]!.push(m.minutes);
    bounds.push(m.lowerBound);
  }
  const used = process.cpuUsage(cpu);
  cpuMs[mode] = (used.user + used.system) / 1000;
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const r = (x: number) => Math.round(x * 1000) / 1000;
for (const mode of modes) console.log(JSON.stringify({ mode, meals: minutes[mode]!.length, mean_kitchen_minutes: r(mean(minutes[mode]!)), worst: r(Math.max(...minutes[mode]!)), cpu_ms_per_meal: Math.round(cpuMs[mode]! / minutes[mode]!.length) }));
console.log(JSON.stringify({ ovens: args.ovens, courses: args.courses, mean_lower_bound: r(mean(bounds)), ratio_to_lower_bound: r(mean(minutes.pool!) / mean(bounds)) }));
if (baselineInline !== undefined) console.log(JSON.stringify({ ratio_to_baseline_inline: r(mean(minutes.pool!) / baselineInline) }));
process.exit(0);
