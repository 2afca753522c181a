import { preferenceLines, type GenerationPreferences } from '../preferences';
import { SKILL_CATALOGUE, TASK_EQUIPMENT, type RecipeDraft } from '@brigade/contracts';

/** A graph element the cook picked on the task map before asking for an edit. */
export interface SelectedElement {
  type: 'node' | 'edge';
  id: string;
}

const TASK_TYPE_GUIDE = `- prep: hands-on preparation (washing, chopping, measuring, mixing)
- cook: hands-on cooking at the stove or oven (frying, searing, stirring a sauce)
- timer_passive: waiting that needs nobody (baking, roasting, resting, chilling, marinating, rising, unattended simmering); set timer_duration_minutes
- timer_active: a timed step that needs someone nearby (simmering while stirring, deep-frying in batches); set timer_duration_minutes
- assembly: putting components together, plating, garnishing
- cleanup: washing up, wiping down, emptying the dishwasher
- equipment_claim / equipment_release: taking or freeing a shared appliance, only when it matters for the plan`;

/** The standing instructions: what a Brigade recipe is and what makes a good one. */
export function systemPrompt(): string {
  const skills = SKILL_CATALOGUE.map((s) => `${s.key} (${s.display_name})`).join(', ');
  return `You write recipes for Brigade, a kitchen app where several cooks cook one meal together.
A recipe is a graph of tasks: each task has a unique key and lists in depends_on the keys of the tasks that must be finished before it can start. The graph must have no cycles and should end in one final task (usually serving).

Task types:
${TASK_TYPE_GUIDE}

Equipment keys (a task lists what it occupies while it runs): ${TASK_EQUIPMENT.join(', ')}.
Skill keys (use only these): ${skills}.

Rules:
- Keys are lowercase letters, digits and dashes, e.g. "chop-onions"; every key in depends_on and used_in must be a task key of this recipe.
- Plan real parallel work: independent preparation (chopping vegetables, making a sauce, setting the table) must not depend on unrelated tasks, so several cooks can work at once.
- Use timer tasks with timer_duration_minutes for baking, roasting, resting, chilling, rising, marinating and simmering.
- Add cleanup tasks (washing up as you go, final cleanup) that depend on the tasks that dirty the equipment.
- Every task that preheats or uses the oven gives oven_temperature_c in °C (the same figure on the preheat and the baking), and oven_fan when the recipe is written for a fan or a conventional oven; give the recipe its course.
- Durations are whole minutes of at least 1; skill_level is 1 to 5; safety_level is minimal, low, medium or high (hot oil, sharp knives and ovens are medium or high).
- List every ingredient with quantity and unit when they apply, and the keys of the tasks that use it.
- estimated_time_minutes is the time from start to serving when the parallel tasks run together.
Answer only with the recipe as JSON in the given schema.`;
}

/** The request for a new recipe. */
export function generationRequest(foodName: string, description?: string, preferences?: GenerationPreferences): string {
  const extra = description?.trim() ? `\nWhat the cook asked for: ${description.trim()}` : '';
  const wanted = preferenceLines(preferences);
  return `Create a recipe for: ${foodName.trim()}${extra}${wanted.length > 0 ? `\n${wanted.join('\n')}` : ''}`;
}

/** The request to change an existing recipe, with the element the cook had selected, if any. */
export function editRequest(current: RecipeDraft, instruction: string, selected?: SelectedElement | null): string {
  const { source_url: _source, ...recipe } = current;
  return `Here is the current recipe as JSON:
${JSON.stringify(recipe)}

${describeSelection(current, selected)}Change the recipe as follows: ${instruction.trim()}
Keep every task, key and dependency that the change does not concern. Return the whole updated recipe.`;
}

function describeSelection(current: RecipeDraft, selected?: SelectedElement | null): string {
  if (!selected) return '';
  if (selected.type === 'node') {
    const task = current.tasks.find((t) => t.key === selected.id);
    return task ? `The cook selected the task "${task.key}" (${task.name}); the change is mainly about it.\n` : '';
  }
  // The task map names an edge "<prerequisite>-<task>"; keys have dashes too, so find the pair.
  for (const t of current.tasks) {
    for (const d of t.depends_on) {
      if (`${d}-${t.key}` === selected.id) {
        return `The cook selected the dependency "${t.key}" depends on "${d}"; the change is mainly about it.\n`;
      }
    }
  }
  return `The cook selected the dependency "${selected.id}".\n`;
}

/** The correction sent after an invalid answer: exactly what was wrong, and what to do. */
export function repairRequest(problems: readonly string[]): string {
  return `Your recipe could not be used because of these problems:
${problems.map((p) => `- ${p}`).join('\n')}
Fix them and answer with the whole corrected recipe.`;
}
