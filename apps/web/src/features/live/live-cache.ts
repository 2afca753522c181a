import type { AssignmentItem, LiveEvent, LiveEventType, ParticipantView, SessionSummary, SessionView } from '@brigade/contracts';

/**
 * Live events applied to the cached queries in place (issue 17): each event carries what changed,
 * so a host page does not refetch its session after every event. One entry per event type says
 * how it changes each cached query (a reducer), or which queries it makes stale (`refetch`:
 * refetched once, coalesced with other refetches); queries it names neither way it leaves alone.
 * An event type with no entry at all (one added later) refetches every query once.
 *
 * To add an event type: add its entry here, with a reducer for each query it changes (pure:
 * old value in, new value out, never mutated) or the query in `refetch`.
 */
export type CachedQuery = 'get' | 'currentTask' | 'assignments' | 'taskGraph';
export const EVERY_QUERY: readonly CachedQuery[] = ['get', 'currentTask', 'assignments', 'taskGraph'];

/** The task map's cached graph, as far as live events touch it. */
export interface TaskGraphCache {
  session: { code: string; status: string; name: string | null };
  assignments: GraphAssignment[];
  predicted_finish_at: string | null;
}

export interface GraphAssignment {
  id: number;
  task_id: string;
  participant: { id: number; display_name: string } | null;
  assigned_to: { id: number; display_name: string } | null;
  status: string;
  started_at: string | null;
  completed_at: string | null;
  claim_id: null;
}

type EventOf<K extends LiveEventType> = Extract<LiveEvent, { type: K }>;

export interface CacheEffect<K extends LiveEventType> {
  get?: (view: SessionView, event: EventOf<K>) => SessionView;
  taskGraph?: <G extends TaskGraphCache>(graph: G, event: EventOf<K>) => G;
  /** The cook's list (live.assignments), where the event carries the new values themselves. */
  assignments?: (list: AssignmentItem[], event: EventOf<K>) => AssignmentItem[];
  /** Queries this event makes stale and that have no reducer: refetched (a list, or one per event). */
  refetch?: readonly CachedQuery[] | ((event: EventOf<K>) => readonly CachedQuery[]);
}

export type LiveCacheEffects = { [K in LiveEventType]?: CacheEffect<K> };

// ---- Session view (sessions.get) ----

/** Completed assignments go last, as the server lists them. */
function ordered(items: AssignmentItem[]): AssignmentItem[] {
  return [...items.filter((a) => a.status !== 'completed'), ...items.filter((a) => a.status === 'completed')];
}

function withAssignments(view: SessionView, items: AssignmentItem[]): SessionView {
  const active_assignments = ordered(items);
  return { ...view, active_assignments, completed_task_count: new Set(active_assignments.filter((a) => a.status === 'completed').map((a) => a.task_id)).size };
}

/** Replaces assignments by id (a task has one assignment: by task id too) and adds new ones. */
export function upsertAssignments(view: SessionView, changed: readonly AssignmentItem[]): SessionView {
  const byId = new Map(changed.map((a) => [a.id, a]));
  const tasks = new Set(changed.map((a) => a.task_id));
  const kept = view.active_assignments.filter((a) => !byId.has(a.id) && !tasks.has(a.task_id));
  return withAssignments(view, [...kept, ...changed]);
}

/** `task_assignments_updated` lists every open assignment: open ones not in it are gone. */
function replaceOpenAssignments(view: SessionView, open: readonly AssignmentItem[]): SessionView {
  const tasks = new Set(open.map((a) => a.task_id));
  const completed = view.active_assignments.filter((a) => a.status === 'completed' && !tasks.has(a.task_id));
  return withAssignments(view, [...open, ...completed]);
}

function completeAssignment(view: SessionView, event: EventOf<'task_completed'>): SessionView {
  const { id, completed_at, task_id, participant_id } = event.data;
  const before = view.active_assignments.find((a) => a.id === id || a.task_id === task_id);
  if (before?.status === 'completed') return view;
  const done: AssignmentItem | null = before ? { ...before, status: 'completed', completed_at } : null;
  const next = done ? upsertAssignments(view, [done]) : { ...view, completed_task_count: view.completed_task_count + 1 };
  if (participant_id === null) return next;
  return { ...next, participants: next.participants.map((p) => (p.id === participant_id ? { ...p, tasks_completed: p.tasks_completed + 1 } : p)) };
}

function upsertParticipant(view: SessionView, participant: ParticipantView): SessionView {
  const exists = view.participants.some((p) => p.id === participant.id);
  const participants = exists ? view.participants.map((p) => (p.id === participant.id ? participant : p)) : [...view.participants, participant];
  // A cook's name travels on their assignments too.
  const active_assignments = view.active_assignments.map((a) =>
    a.participant?.id === participant.id && a.participant.display_name !== participant.display_name
      ? { ...a, participant: { ...a.participant, display_name: participant.display_name }, participant_name: participant.display_name }
      : a,
  );
  return { ...view, participants, participant_count: participants.length, active_assignments };
}

function withSummary(view: SessionView, summary: SessionSummary): SessionView {
  return {
    ...view,
    status: summary.status,
    name: summary.name,
    started_at: summary.started_at,
    completed_at: summary.completed_at,
    predicted_finish_at: summary.predicted_finish_at,
    ...(summary.paused_at !== undefined ? { paused_at: summary.paused_at } : {}),
    ...(summary.diners !== undefined ? { diners: summary.diners } : {}),
    ...(summary.serve_at !== undefined ? { serve_at: summary.serve_at } : {}),
    session_recipes: view.session_recipes.map((r) => ({
      ...r,
      is_active: summary.status === 'active' && !r.completed,
      completed: r.completed || summary.status === 'completed',
    })),
  };
}

/** The cook's list with `changed` put in place of the same ids (others kept as they are). */
function replaceById(list: AssignmentItem[], changed: readonly AssignmentItem[]): AssignmentItem[] {
  const byId = new Map(changed.map((a) => [a.id, a]));
  return list.some((a) => byId.has(a.id)) ? list.map((a) => byId.get(a.id) ?? a) : list;
}

// ---- Task graph (sessions.taskGraph) ----

function toGraphAssignment(a: AssignmentItem): GraphAssignment {
  return { id: a.id, task_id: a.task_id, participant: a.participant, assigned_to: a.participant, status: a.status, started_at: a.started_at, completed_at: a.completed_at, claim_id: null };
}

function graphUpsert<G extends TaskGraphCache>(graph: G, changed: readonly AssignmentItem[], replaceOpen = false): G {
  const tasks = new Set(changed.map((a) => a.task_id));
  const kept = graph.assignments.filter((a) => !tasks.has(a.task_id) && (!replaceOpen || a.status === 'completed'));
  return { ...graph, assignments: [...kept, ...changed.map(toGraphAssignment)] };
}

function graphSummary<G extends TaskGraphCache>(graph: G, summary: SessionSummary): G {
  return { ...graph, session: { ...graph.session, status: summary.status, name: summary.name }, predicted_finish_at: summary.predicted_finish_at };
}

// ---- The table ----

const assignmentChanged = {
  get: (view: SessionView, event: { data: { assignment: AssignmentItem } }) => upsertAssignments(view, [event.data.assignment]),
  taskGraph: <G extends TaskGraphCache>(graph: G, event: { data: { assignment: AssignmentItem } }) => graphUpsert(graph, [event.data.assignment]),
  refetch: ['currentTask', 'assignments'] as const,
};

const summaryChanged = {
  get: (view: SessionView, event: { data: { session: SessionSummary } }) => withSummary(view, event.data.session),
  taskGraph: <G extends TaskGraphCache>(graph: G, event: { data: { session: SessionSummary } }) => graphSummary(graph, event.data.session),
};

const participantChanged = {
  get: (view: SessionView, event: { data: { participant: ParticipantView } }) => upsertParticipant(view, event.data.participant),
};

/**
 * A cook's assignment changed (timer, completion, help), or the host edited the running session's
 * task graph (no assignment, a task or new edges): the graph itself is then refetched.
 */
const taskUpdated: CacheEffect<'task_update'> = {
  get: (view, event) => (event.data.assignment ? upsertAssignments(view, [event.data.assignment]) : view),
  taskGraph: (graph, event) => (event.data.assignment ? graphUpsert(graph, [event.data.assignment]) : graph),
  refetch: (event) => (event.data.assignment && !event.data.task && !event.data.dependencies ? ['currentTask', 'assignments'] : ['currentTask', 'assignments', 'taskGraph']),
};

export const LIVE_CACHE_EFFECTS: LiveCacheEffects = {
  task_update: taskUpdated,
  timer_start: assignmentChanged,
  timer_complete: assignmentChanged,
  // Only the seconds left change: nothing cached shows them.
  timer_warning: {},
  tasks_assigned: {
    get: (view, event) => upsertAssignments(view, event.data.assignments),
    taskGraph: (graph, event) => graphUpsert(graph, event.data.assignments),
    refetch: ['currentTask', 'assignments'],
  },
  task_assignments_updated: {
    get: (view, event) => replaceOpenAssignments(view, event.data.assignments),
    taskGraph: (graph, event) => graphUpsert(graph, event.data.assignments, true),
    refetch: ['currentTask', 'assignments'],
  },
  task_completed: {
    get: completeAssignment,
    taskGraph: (graph, event) => ({
      ...graph,
      assignments: graph.assignments.map((a) => (a.id === event.data.id || a.task_id === event.data.task_id ? { ...a, status: 'completed', completed_at: event.data.completed_at } : a)),
    }),
    refetch: ['currentTask', 'assignments'],
  },
  session_update: summaryChanged,
  session_started: { ...summaryChanged, refetch: ['currentTask', 'assignments'] },
  session_paused: summaryChanged,
  // Running timers moved on by the pause: their new ends come with the event's assignments, put in
  // place at once so that no countdown shows the old end (a jump) between the resume and a refetch.
  session_resumed: {
    get: (view, event) => upsertAssignments(withSummary(view, event.data.session), event.data.assignments),
    taskGraph: summaryChanged.taskGraph,
    assignments: (list, event) => replaceById(list, event.data.assignments),
    refetch: ['currentTask', 'assignments'],
  },
  session_completed: { ...summaryChanged, refetch: ['currentTask', 'assignments'] },
  session_state: {
    get: (view, event) =>
      withSummary({ ...withAssignments(view, event.data.active_assignments), participants: event.data.participants, participant_count: event.data.participants.length }, event.data.session),
    taskGraph: (graph, event) => graphSummary({ ...graph, assignments: event.data.active_assignments.map(toGraphAssignment) }, event.data.session),
    refetch: ['currentTask', 'assignments'],
  },
  participant_joined: participantChanged,
  participant_left: { ...participantChanged, refetch: ['assignments', 'currentTask'] },
  // A change of the phone's connection alone (secure or not, issue 25) moves no work: nothing to read again.
  participant_update: { ...participantChanged, refetch: (event) => (event.data.change === 'connection' ? [] : ['assignments', 'currentTask']) },
  notification: {},
  error: {},
  pong: {},
};

export interface LiveCacheTarget {
  updateSession(update: (view: SessionView) => SessionView): void;
  updateTaskGraph(update: <G extends TaskGraphCache>(graph: G) => G): void;
  /** The cook's assignments list (absent where no page holds one). */
  updateAssignments?(update: (list: AssignmentItem[]) => AssignmentItem[]): void;
  refetch(queries: readonly CachedQuery[]): void;
}

/**
 * Applies one event to the caches; an event type with no entry refetches everything once.
 * Returns the queries it refetched (tests read it).
 */
export function applyLiveEvent(event: LiveEvent, target: LiveCacheTarget, effects: LiveCacheEffects = LIVE_CACHE_EFFECTS): readonly CachedQuery[] {
  const effect = effects[event.type] as CacheEffect<LiveEventType> | undefined;
  if (!effect) {
    target.refetch(EVERY_QUERY);
    return EVERY_QUERY;
  }
  const stale = new Set<CachedQuery>(typeof effect.refetch === 'function' ? effect.refetch(event as never) : effect.refetch ?? []);
  const { get, taskGraph, assignments } = effect;
  if (get) target.updateSession((view) => get(view, event as never));
  if (taskGraph) target.updateTaskGraph((graph) => taskGraph(graph, event as never));
  if (assignments) target.updateAssignments?.((list) => assignments(list, event as never));
  const refetched = [...stale];
  if (refetched.length > 0) target.refetch(refetched);
  return refetched;
}
