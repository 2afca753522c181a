import type { AssignmentItem, TaskBasics } from './session-api';

/** Spec 01 §3 Task: what `current_task.task` and a REST task assignment's `task` carry. */
export interface TaskObject extends TaskBasics {
  id: string;
  name: string;
  recipe_name: string;
}

/**
 * Spec 01 §3 Task assignment (REST `GET sessions/{code}/assignments/`): the task as a Task object,
 * the cook as `participant{display_name}`. The flat fields of the live channel's active-assignment
 * item stay beside them, so one client can read either shape.
 */
export type TaskAssignment = AssignmentItem & { task: TaskObject };

export function toTaskObject(item: AssignmentItem): TaskObject {
  return {
    id: item.task_id,
    task_id: item.task_id,
    name: item.task_name,
    task_type: item.task_type,
    description: item.description,
    skill_level: item.skill_level,
    estimated_duration_minutes: item.estimated_duration_minutes,
    timer_duration_minutes: item.timer_duration_minutes,
    safety_level: item.safety_level,
    equipment: item.equipment,
    recipe_name: item.recipe_name,
  };
}

export const toTaskAssignment = (item: AssignmentItem): TaskAssignment => ({ ...item, task: toTaskObject(item) });
