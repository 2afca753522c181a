/**
 * The host's control screen (issue 26): why each idle cook is idle, read off a plan made by the
 * same planner from the same kitchen state as the timeline (plan.service's planSession).
 */
import { parseTexts, type CookIdle, type HostBoard, type TextsByLanguage } from '@brigade/contracts';
import { idleReasons, type IdleReason } from '@brigade/domain';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { MINUTE_MS } from '../live/engine/scheduling-problem';
import { planSession } from './plan.service';
import { hostedSession } from './session-access';

export async function hostBoard(deps: AppDeps, principal: Principal, code: string): Promise<HostBoard> {
  const { session } = await hostedSession(deps, principal, code);
  // Paused: the kitchen stands still at the moment of the pause, as the timeline does.
  const now = session.status === 'active' && session.paused_at ? Date.parse(session.paused_at) : deps.clock.now();
  if (session.status !== 'active') return { now: iso(now), cooks: [] };
  const planned = await planSession(deps, session, now);
  const { state, problem, schedule, result, base } = planned;
  const reasons = idleReasons(problem, schedule, result);
  const taskName = (id: string) => state.taskById.get(id)?.name ?? id;
  const taskTexts = (id: string) => parseTexts(state.taskById.get(id)?.translations);
  const cooks: HostBoard['cooks'] = [];
  for (const person of state.people) {
    if (person.is_active !== 1) continue;
    const reason = reasons.get(String(person.id));
    if (reason) cooks.push({ participant_id: person.id, idle: toIdle(reason, { name: taskName, texts: taskTexts }, (minute) => iso(base + minute * MINUTE_MS)) });
    else if (person.on_break_since) cooks.push({ participant_id: person.id, idle: { ...NONE, kind: 'on_break' } });
  }
  return { now: iso(now), cooks };
}

const NONE: CookIdle = { kind: 'nothing_left', task_name: null, until: null, waiting_for: null, beyond_skills: [] };

/** A task's English name and its other languages' texts, by id. */
interface TaskNames {
  name: (id: string) => string;
  texts: (id: string) => TextsByLanguage | null;
}

function toIdle(reason: IdleReason, task: TaskNames, at: (minute: number) => string): CookIdle {
  switch (reason.kind) {
    case 'busy':
    case 'ready':
      return { ...NONE, kind: reason.kind, task_name: task.name(reason.taskId), task_translations: task.texts(reason.taskId) };
    case 'waiting':
      return {
        ...NONE,
        kind: 'waiting',
        task_name: task.name(reason.taskId),
        task_translations: task.texts(reason.taskId),
        until: at(reason.until),
        waiting_for: reason.on === null ? null : 'task' in reason.on ? { kind: 'task', name: task.name(reason.on.task), translations: task.texts(reason.on.task) } : { kind: 'equipment', name: reason.on.equipment.replace(/_/g, ' '), key: reason.on.equipment },
      };
    case 'no_skills':
      return { ...NONE, kind: 'no_skills', beyond_skills: reason.taskIds.map(task.name) };
    case 'nothing_left':
      return NONE;
  }
}
