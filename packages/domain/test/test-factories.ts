/** Factories for scheduler tests: a task or a cook with sensible defaults and overrides. */
import type { Cook, SchedulingTask } from '../src/scheduler/model';

/** A 1-unit task needing a cook for its whole duration, no equipment, no predecessors. */
export function newTask(id: string, overrides: Partial<SchedulingTask> = {}): SchedulingTask {
  return { id, duration: 1, predecessors: [], demand: {}, attendance: 'whole', ...overrides };
}

/** A cook with no particular skills. */
export function newCook(id: string, overrides: Partial<Cook> = {}): Cook {
  return { id, skills: {}, ...overrides };
}
