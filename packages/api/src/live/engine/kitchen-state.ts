import { effectiveCourse, kitchenCapacity, STANDARD_KITCHEN, type AssignmentItem, type Course, type KitchenEquipmentKey, type SessionSummary, type TaskEquipment } from '@brigade/contracts';
import {
  kitchens,
  participants,
  recipes,
  sessions,
  sessionTasks,
  skillAnswers,
  type AssignmentRow,
  type CookingSessionRow,
  type ParticipantRow,
  type Queryable,
  type RecipeRow,
  type SessionRecipeRow,
  type SessionTaskRow,
} from '@brigade/db';
import { toAssignmentItem } from '../../sessions/session-view';

/** Everything about one session that planning and the live views need, read in one go. */
export interface KitchenState {
  session: CookingSessionRow;
  tasks: SessionTaskRow[];
  taskById: Map<string, SessionTaskRow>;
  dependencies: Array<{ task_id: string; depends_on_id: string }>;
  assignments: AssignmentRow[];
  /** Participants still in the session (removed ones are gone). */
  people: ParticipantRow[];
  /** Skills each cook said Yes to (keys). */
  skillKeys: Map<number, string[]>;
  /** Skills each cook said No to (keys): tasks needing them are kept from the cook. */
  declinedKeys: Map<number, string[]>;
  capacity: Record<TaskEquipment, number>;
  copies: SessionRecipeRow[];
  recipeNameOfCopy: Map<number, string>;
  /** Each copy's recipe (name and its translations, issue 38.2), for the texts that name the dish. */
  recipeOfCopy: Map<number, RecipeRow>;
  /** The course of each recipe copy: the session's choice, else the recipe's, else main. */
  courseOfCopy: Map<number, Course>;
  /** When each course is served (ISO), where the host set it (session_courses). */
  courseServeAt: Map<Course, string>;
}

export async function loadKitchenState(db: Queryable, session: CookingSessionRow): Promise<KitchenState> {
  const [tasks, dependencies, assignments, people, copies, equipment, courses] = await Promise.all([
    sessionTasks.listSessionTasks(db, session.id),
    sessionTasks.listSessionTaskDependencies(db, session.id),
    sessionTasks.listAssignments(db, session.id),
    participants.listParticipants(db, session.id),
    sessions.listSessionRecipes(db, [session.id]),
    session.kitchen_id ? kitchens.listEquipment(db, [session.kitchen_id]) : Promise.resolve(null),
    sessions.listSessionCourses(db, [session.id]),
  ]);
  const answers = await skillAnswers.listSkillAnswers(db, people.map((p) => p.id));
  const skillKeys = new Map<number, string[]>(people.map((p) => [p.id, []]));
  const declinedKeys = new Map<number, string[]>(people.map((p) => [p.id, []]));
  for (const r of answers) (r.answer === 'yes' ? skillKeys : declinedKeys).get(r.participant_id)?.push(r.key);
  const recipeRows = await recipes.findRecipesByIds(db, [...new Set(copies.map((c) => c.recipe_id))]);
  // A kitchen deleted after the session was made falls back to the standard setup.
  const map: Partial<Record<KitchenEquipmentKey, number>> = equipment
    ? Object.fromEntries(equipment.map((e) => [e.equipment_type, e.quantity]))
    : STANDARD_KITCHEN;
  return {
    session,
    tasks,
    taskById: new Map(tasks.map((t) => [t.id, t])),
    dependencies,
    assignments,
    people,
    skillKeys,
    declinedKeys,
    capacity: kitchenCapacity(map),
    copies,
    recipeNameOfCopy: new Map(copies.map((c) => [c.id, recipeRows.find((r) => r.id === c.recipe_id)?.name ?? ''])),
    recipeOfCopy: new Map(copies.flatMap((c) => recipeRows.filter((r) => r.id === c.recipe_id).map((r) => [c.id, r] as const))),
    courseOfCopy: new Map(copies.map((c) => [c.id, effectiveCourse(c.course, recipeRows.find((r) => r.id === c.recipe_id)?.course)])),
    courseServeAt: new Map(courses.map((c) => [effectiveCourse(c.course, null), c.serve_at])),
  };
}

export function assignmentItem(state: KitchenState, a: AssignmentRow): AssignmentItem {
  const task = state.taskById.get(a.task_id)!;
  return toAssignmentItem(a, task, state.people.find((p) => p.id === a.participant_id), state.recipeOfCopy.get(task.session_recipe_id));
}

export { GATING_SKILLS } from './skill-gate';

export function sessionSummary(session: CookingSessionRow, recipeFinish: Record<string, string> = {}): SessionSummary {
  return {
    id: session.id,
    code: session.code,
    name: session.name,
    status: session.status as SessionSummary['status'],
    started_at: session.started_at,
    completed_at: session.completed_at,
    predicted_finish_at: session.predicted_finish_at,
    paused_at: session.paused_at ?? null,
    recipe_finish_at: recipeFinish,
    diners: session.diners,
    serve_at: session.serve_at,
  };
}
