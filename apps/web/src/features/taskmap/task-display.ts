/**
 * What the task card and task map show (spec 02 §4 and §9): type colours, the assignment
 * status display table, status and edge colours, difficulty choices and the layout constants.
 */

/** Spec 02 §9: graph layout constants. */
export const NODE_WIDTH = 250;
export const NODE_HEIGHT = 120;
export const RANK_SEPARATION = 80;
export const NODE_SEPARATION = 50;
/** Low enough for an overview of a few hundred tasks (issue 17; spec 02 §9 had 0.3). */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 1.5;
export const FIT_PADDING = 0.2;

/** The task-type legend lists these seven (spec 02 §2). */
export const LEGEND_TYPES = ['prep', 'cook', 'cleanup', 'timer_active', 'timer_passive', 'equipment_claim', 'equipment_release'] as const;

export interface TypeColour {
  /** Accent (left stripe, legend swatch). */
  accent: string;
  /** Light card background. */
  background: string;
}

const TYPE_COLOURS: Record<string, TypeColour> = {
  prep: { accent: '#2e7d32', background: '#f1f8f1' },
  cook: { accent: '#c62828', background: '#fdf1f0' },
  cleanup: { accent: '#1565c0', background: '#eff5fc' },
  timer_active: { accent: '#ef6c00', background: '#fff5eb' },
  timer_passive: { accent: '#f9a825', background: '#fffbea' },
  equipment_claim: { accent: '#6a1b9a', background: '#f7f0fa' },
  equipment_release: { accent: '#00838f', background: '#edf8f9' },
  assembly: { accent: '#ad1457', background: '#fcf0f5' },
};
TYPE_COLOURS.cooking = TYPE_COLOURS.cook!;

export const NEUTRAL_TYPE_COLOUR: TypeColour = { accent: '#757575', background: '#f7f7f7' };

/** Any type not in the table gets a neutral colour. */
export function typeColour(type: string | null | undefined): TypeColour {
  return (type && TYPE_COLOURS[type]) || NEUTRAL_TYPE_COLOUR;
}

export const DIFFICULTY_CHOICES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export type AssignmentStatus = 'pending' | 'in_progress' | 'completed' | 'unassignable';

/** The assignment as the card reads it (spec 02 §3). */
export interface CardAssignment {
  id?: number | string;
  task_id?: number | string;
  status: string;
  participant?: { id?: number; display_name: string } | null;
  assigned_to?: { id?: number; display_name: string } | null;
  started_at?: string | null;
  completed_at?: string | null;
}

export interface StatusDisplay {
  /** The status word: underscores replaced by spaces (in the page's language). */
  status: string;
  /** The line under it: the cook's name, or what the task is waiting for. */
  detail: string;
  /** Map colour key. */
  tone: 'pending' | 'in_progress' | 'completed' | 'unassigned' | 'unassignable';
}

/** The map colour of an assignment (no words: the overview reads it for every node). */
export function statusTone(assignment: CardAssignment | null | undefined): StatusDisplay['tone'] {
  switch (assignment?.status) {
    case undefined:
      return 'unassigned';
    case 'pending':
    case 'in_progress':
    case 'completed':
    case 'unassignable':
      return assignment.status;
    default:
      return 'unassigned';
  }
}

/**
 * The tasks whose dependencies are met: every task they depend on has a completed assignment
 * (spec 02 §4, 'Not ready' against 'Waiting...').
 */
export function readyTaskIds(
  taskIds: readonly string[],
  dependencies: readonly { task_id: string | number; depends_on_id: string | number }[],
  assignments: readonly { task_id?: string | number; status: string }[],
): Set<string> {
  const done = new Set(assignments.filter((a) => a.status === 'completed').map((a) => String(a.task_id)));
  const blocked = new Set(dependencies.filter((d) => !done.has(String(d.depends_on_id))).map((d) => String(d.task_id)));
  return new Set(taskIds.filter((id) => !blocked.has(id)));
}

/** Task node colours on the map: pending yellow, in_progress blue, completed green, unassigned grey. */
export const STATUS_COLOURS: Record<StatusDisplay['tone'], string> = {
  pending: '#f2c94c',
  in_progress: '#2f80ed',
  completed: '#27ae60',
  unassigned: '#9e9e9e',
  unassignable: '#9e9e9e',
};

/** Edge colours: complete blue, started green, equipment amber, other grey. */
export function edgeColour(type: string | null | undefined): string {
  switch (type) {
    case 'complete':
      return '#2f80ed';
    case 'started':
      return '#27ae60';
    case 'equipment':
      return '#f59e0b';
    default:
      return '#9e9e9e';
  }
}

/** Task map storage key: node positions per session. */
export const taskMapPositionsKey = (code: string) => `taskmap-positions-${code}`;
