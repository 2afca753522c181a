import { effectiveCourse, parseTexts, type AssignmentItem, type ParticipantView, type SessionListItem, type SessionRecipeEntry, type SessionStatus, type SessionView } from '@brigade/contracts';
import { homeStations } from '../live/engine/stations';
import { plannedOven, plannedTimerMinutes, storedOvenNote } from './planned-oven';
import { kitchens as kitchensRepo, participantControls, participants, recipes, sessions, sessionTasks, users as usersRepo, type AssignmentRow, type CookingSessionRow, type DB, type Queryable, type SessionTaskRow } from '@brigade/db';

export function toListItem(row: CookingSessionRow, participantCount: number): SessionListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status as SessionStatus,
    participant_count: participantCount,
    created_at: row.created_at,
    started_at: row.started_at,
    completed_at: row.completed_at,
    paused_at: row.paused_at ?? null,
  };
}

export function toAssignmentItem(
  a: AssignmentRow,
  task: SessionTaskRow,
  who: { id: number; display_name: string; user_id: number | null } | undefined,
  recipe: { name: string; translations?: string | null } | undefined,
): AssignmentItem {
  return {
    id: a.id,
    task_id: a.task_id,
    task_name: task.name,
    task_type: task.task_type,
    description: task.description,
    skill_level: task.skill_level,
    estimated_duration_minutes: task.estimated_duration_minutes,
    // What the timer will run: the plan's minutes at a shared oven's temperature (the card's 'bake 2 min less').
    timer_duration_minutes: plannedTimerMinutes(task),
    safety_level: task.safety_level,
    equipment: (JSON.parse(task.equipment) as string[]).map((name) => ({ name })),
    participant: who ? { id: who.id, display_name: who.display_name } : null,
    participant_name: who?.display_name ?? null,
    participant_id: who?.id ?? null,
    participant_user_id: who?.user_id ?? null,
    status: a.status as AssignmentItem['status'],
    assigned_at: a.assigned_at,
    started_at: a.started_at,
    completed_at: a.completed_at,
    timer_started_at: a.timer_started_at,
    timer_ends_at: a.timer_ends_at,
    recipe_name: recipe?.name ?? '',
    help_requested_at: a.help_requested_at ?? null,
    help_answered_at: a.help_answered_at ?? null,
    elapsed_minutes: Math.floor((task.elapsed_ms ?? 0) / 60_000),
    oven: plannedOven(task, storedOvenNote(task)),
    task_translations: parseTexts(task.translations),
    recipe_translations: parseTexts(recipe?.translations),
  };
}

/** Participants with their skills and completed counts, as the Cooks tab and live channel show them. */
export async function participantViews(db: Queryable, session: CookingSessionRow, assignments: AssignmentRow[]): Promise<ParticipantView[]> {
  const rows = await participants.listParticipants(db, session.id);
  const skillRows = await participants.listSkillIds(db, rows.map((r) => r.id));
  const userIds = rows.map((r) => r.user_id).filter((id): id is number => id !== null);
  // The same stations the planner keeps the cooks at (fixed mode only: one more read then).
  const stations = session.station_preference === 'fixed' ? homeStations(session.station_preference, rows, await sessionTasks.listSessionTasks(db, session.id)) : new Map<number, string>();
  const users = await usersRepo.findUsersByIds(db, userIds);
  const controls = new Map((await participantControls.listControls(db, rows.filter((r) => r.is_active !== 1).map((r) => r.id))).map((c) => [c.participant_id, c]));
  const connection = (p: (typeof rows)[number]): ParticipantView['connection'] => {
    if (p.is_active === 1) return 'online';
    const c = controls.get(p.id);
    return c?.disconnected_by_host === 1 ? 'disconnected' : c?.rejoin_allowed === 1 ? 'left' : 'offline';
  };
  return rows.map((p) => {
    const user = users.find((u) => u.id === p.user_id);
    return {
      id: p.id,
      display_name: p.display_name,
      user: user ? { id: user.id, username: user.username, is_host: user.is_host === 1 } : null,
      skills: skillRows.filter((s) => s.participant_id === p.id).map((s) => s.skill_id),
      tasks_completed: assignments.filter((a) => a.status === 'completed' && a.completed_by === p.id).length,
      is_cooking: p.is_active === 1,
      is_active: p.is_active === 1,
      is_host: p.user_id !== null && p.user_id === session.host_id,
      joined_at: p.joined_at,
      last_seen: p.last_seen,
      station: stations.get(p.id) ?? null,
      on_break_since: p.on_break_since ?? null,
      connection: connection(p),
      // When the cook was last seen before going offline (issue 35: "Offline since 7:42 PM"); null while online.
      offline_since: p.is_active === 1 ? null : p.last_seen,
      secure_connection: p.secure_connection === null || p.secure_connection === undefined ? null : p.secure_connection === 1,
    };
  });
}

/** The whole session as the management screen and `GET sessions/{code}/` show it. */
export async function buildSessionView(db: DB | Queryable, session: CookingSessionRow): Promise<SessionView> {
  const [entries, tasks, assignments, host, kitchen] = await Promise.all([
    sessions.listSessionRecipes(db, [session.id]),
    sessionTasks.listSessionTasks(db, session.id),
    sessionTasks.listAssignments(db, session.id),
    usersRepo.findUserById(db, session.host_id),
    session.kitchen_id ? kitchensRepo.findKitchen(db, session.kitchen_id) : undefined,
  ]);
  const recipeRows = await recipes.findRecipesByIds(db, [...new Set(entries.map((e) => e.recipe_id))]);
  const people = await participantViews(db, session, assignments);
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const recipeOfEntry = new Map(entries.map((e) => [e.id, recipeRows.find((r) => r.id === e.recipe_id)]));
  const personRows = await participants.listEveryone(db, session.id);

  const completedIds = new Set(assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  const sessionRecipes: SessionRecipeEntry[] = entries.map((e) => {
    const r = recipeOfEntry.get(e.id)!;
    const own = tasks.filter((t) => t.session_recipe_id === e.id);
    const completed = own.length > 0 && own.every((t) => completedIds.has(t.id));
    return {
      id: e.id,
      recipe: {
        id: r.id,
        name: r.name,
        description: r.description,
        difficulty_level: r.difficulty_level,
        estimated_time_minutes: r.estimated_time_minutes,
        recommended_participants: r.recommended_participants,
        course: r.course ?? null,
        language: r.language,
        translations: parseTexts(r.translations),
      },
      priority_order: e.priority_order,
      course: effectiveCourse(e.course, r.course),
      course_chosen: e.course !== null && e.course !== undefined,
      is_active: session.status === 'active' && !completed,
      completed,
    };
  });

  const active = assignments
    .filter((a) => a.status !== 'completed')
    .concat(assignments.filter((a) => a.status === 'completed'))
    .map((a) => {
      const task = taskById.get(a.task_id)!;
      const entry = entries.find((e) => e.id === task.session_recipe_id);
      return toAssignmentItem(a, task, personRows.find((p) => p.id === a.participant_id), entry ? recipeOfEntry.get(entry.id) : undefined);
    });

  return {
    id: session.id,
    code: session.code,
    name: session.name,
    status: session.status as SessionStatus,
    kitchen: session.kitchen_id,
    kitchen_name: kitchen?.name ?? null,
    station_preference: session.station_preference,
    created_at: session.created_at,
    paused_at: session.paused_at ?? null,
    started_at: session.started_at,
    completed_at: session.completed_at,
    predicted_finish_at: session.predicted_finish_at,
    diners: session.diners,
    serve_at: session.serve_at,
    participant_count: people.length,
    host: { id: session.host_id, username: host?.username ?? '' },
    session_recipes: sessionRecipes,
    active_assignments: active,
    participants: people,
    task_count: tasks.length,
    completed_task_count: completedIds.size,
  };
}
