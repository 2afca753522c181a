import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SKILL_KEYS, TASK_EQUIPMENT, type RecipeDraft, type RecipeTaskDraft } from '@brigade/contracts';
import { findCycle } from '@brigade/domain';
import { RECIPES_DIR, loadRecipeLibrary } from './recipe-library';

// These tests read the real data files, so a bad edit to any recipe fails here, not on a server.
const library = loadRecipeLibrary();

const isTimer = (t: RecipeTaskDraft) => t.task_type === 'timer_active' || t.task_type === 'timer_passive';

/** For every task, the set of tasks that (transitively) wait for it. */
function descendants(recipe: RecipeDraft): Map<string, Set<string>> {
  const next = new Map<string, string[]>(recipe.tasks.map((t) => [t.key, []]));
  for (const t of recipe.tasks) for (const d of t.depends_on) next.get(d)!.push(t.key);
  const result = new Map<string, Set<string>>();
  for (const t of recipe.tasks) {
    const seen = new Set<string>();
    const stack = [...next.get(t.key)!];
    while (stack.length > 0) {
      const k = stack.pop()!;
      if (seen.has(k)) continue;
      seen.add(k);
      stack.push(...next.get(k)!);
    }
    result.set(t.key, seen);
  }
  return result;
}

/** Longest chain of the graph in minutes; a timer task lasts as long as its timer. */
function criticalPathMinutes(recipe: RecipeDraft): number {
  const byKey = new Map(recipe.tasks.map((t) => [t.key, t]));
  const finish = new Map<string, number>();
  const visiting = new Set<string>();
  const finishOf = (key: string): number => {
    const known = finish.get(key);
    if (known !== undefined) return known;
    // A cycle is reported by its own test; fail here with a clear message, not a stack overflow.
    if (visiting.has(key)) throw new Error(`Cycle through '${key}'`);
    visiting.add(key);
    const t = byKey.get(key)!;
    const own = Math.max(t.estimated_duration_minutes, t.timer_duration_minutes ?? 0);
    const value = Math.max(0, ...t.depends_on.map(finishOf)) + own;
    finish.set(key, value);
    return value;
  };
  return Math.max(...recipe.tasks.map((t) => finishOf(t.key)));
}

const sinksOf = (recipe: RecipeDraft) =>
  recipe.tasks.filter((t) => !recipe.tasks.some((other) => other.depends_on.includes(t.key)));

describe('built-in recipe library', () => {
  it('has one parsed recipe per JSON file, at least 20, with unique names', () => {
    const files = readdirSync(RECIPES_DIR).filter((f) => f.endsWith('.json'));
    expect(library).toHaveLength(files.length);
    expect(library.length).toBeGreaterThanOrEqual(20);
    const names = library.map((r) => r.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('mixes quick and long recipes, long oven work, cuisines and desserts or breads', () => {
    expect(library.filter((r) => r.estimated_time_minutes <= 30).length).toBeGreaterThanOrEqual(3);
    expect(library.filter((r) => r.estimated_time_minutes > 60).length).toBeGreaterThanOrEqual(3);
    const longOven = library.filter((r) =>
      r.tasks.some((t) => t.equipment.includes('oven') && (t.timer_duration_minutes ?? 0) >= 30),
    );
    expect(longOven.length).toBeGreaterThanOrEqual(3);
    expect(new Set(library.map((r) => r.cuisine_type.toLowerCase())).size).toBeGreaterThanOrEqual(4);
    const sweetOrBread = library.filter((r) => /\b(dessert|bread)\b/i.test(`${r.name} ${r.description}`));
    expect(sweetOrBread.length).toBeGreaterThanOrEqual(3);
    const difficulties = new Set(library.map((r) => r.difficulty_level));
    expect(difficulties.size).toBeGreaterThanOrEqual(3);
  });

  describe.each(library.map((r) => [r.name, r] as const))('%s', (_name, recipe) => {
    const keys = new Set(recipe.tasks.map((t) => t.key));
    const below = descendants(recipe);

    it('has 8 to 30 tasks, positive durations and timers where needed', () => {
      expect(recipe.tasks.length).toBeGreaterThanOrEqual(8);
      expect(recipe.tasks.length).toBeLessThanOrEqual(30);
      for (const t of recipe.tasks) {
        expect(t.estimated_duration_minutes, t.key).toBeGreaterThan(0);
        if (isTimer(t)) expect(t.timer_duration_minutes, t.key).toBeGreaterThan(0);
        expect(t.description.trim(), t.key).not.toBe('');
      }
      expect(recipe.servings).toBeGreaterThan(0);
      expect(recipe.recommended_participants).toBeGreaterThanOrEqual(1);
      expect(recipe.recommended_participants).toBeLessThanOrEqual(8);
      expect(recipe.source_url).toBeNull();
    });

    it('names only known equipment and skills', () => {
      const equipment = new Set<string>(TASK_EQUIPMENT);
      const skills = new Set<string>(SKILL_KEYS);
      for (const t of recipe.tasks) {
        for (const e of t.equipment) expect(equipment.has(e), `${t.key}: ${e}`).toBe(true);
        for (const s of t.skill_requirements) expect(skills.has(s), `${t.key}: ${s}`).toBe(true);
      }
    });

    it('is an acyclic graph over its own task keys', () => {
      for (const t of recipe.tasks) for (const d of t.depends_on) expect(keys.has(d), `${t.key} -> ${d}`).toBe(true);
      const edges = recipe.tasks.flatMap((t) => t.depends_on.map((d) => ({ task: t.key, dependsOn: d })));
      expect(findCycle([...keys], edges)).toBeNull();
    });

    it('lets at least two cooking or prep tasks run in parallel', () => {
      const working = recipe.tasks.filter((t) => t.task_type !== 'cleanup');
      const parallel = working.some((a) =>
        working.some((b) => a.key < b.key && !below.get(a.key)!.has(b.key) && !below.get(b.key)!.has(a.key)),
      );
      expect(parallel).toBe(true);
    });

    it('ends in one serving task that everything else leads to', () => {
      const sinks = sinksOf(recipe);
      expect(sinks.length).toBeLessThanOrEqual(3);
      for (const s of sinks) expect(['assembly', 'cleanup'], s.key).toContain(s.task_type);
      const finals = sinks.filter((s) => s.task_type === 'assembly');
      expect(finals).toHaveLength(1);
      const final = finals[0]!;
      // The file lists the serving task last, so a cook reading it top to bottom ends there too.
      expect(recipe.tasks.at(-1)!.key).toBe(final.key);
      // Nothing is cooked for nobody: every non-cleanup task feeds the plate.
      for (const t of recipe.tasks) {
        if (t.task_type === 'cleanup' || t.key === final.key) continue;
        expect(below.get(t.key)!.has(final.key), `${t.key} does not lead to ${final.key}`).toBe(true);
      }
      expect(recipe.tasks.some((t) => t.task_type === 'cleanup')).toBe(true);
    });

    it('lists ingredients with quantities that name existing tasks', () => {
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      for (const ing of recipe.ingredients) {
        expect(ing.used_in.length, ing.name).toBeGreaterThan(0);
        for (const k of ing.used_in) expect(keys.has(k), `${ing.name} -> ${k}`).toBe(true);
      }
      const withQuantity = recipe.ingredients.filter((ing) => ing.quantity !== null);
      expect(withQuantity.length).toBe(recipe.ingredients.length);
    });

    it('states a total time close to its longest chain of tasks', () => {
      const path = criticalPathMinutes(recipe);
      // The meal cannot finish much faster than its longest chain, and sharing burners and
      // cooks stretches it by a bounded amount; outside that the stated time is simply wrong.
      expect(recipe.estimated_time_minutes).toBeGreaterThanOrEqual(Math.floor(path * 0.95));
      expect(recipe.estimated_time_minutes).toBeLessThanOrEqual(Math.ceil(path * 1.4) + 10);
    });
  });
});

describe('loadRecipeLibrary errors', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('names the file and the schema problem', () => {
    dir = mkdtempSync(join(tmpdir(), 'brigade-recipes-'));
    const broken = { ...JSON.parse(JSON.stringify(library[0])), difficulty_level: 'impossible' };
    writeFileSync(join(dir, 'broken-dish.json'), JSON.stringify(broken));
    expect(() => loadRecipeLibrary(dir)).toThrow(/broken-dish\.json[\s\S]*difficulty_level/);
  });

  it('names the file that is not JSON', () => {
    dir = mkdtempSync(join(tmpdir(), 'brigade-recipes-'));
    writeFileSync(join(dir, 'half-written.json'), '{"name": ');
    expect(() => loadRecipeLibrary(dir)).toThrow(/half-written\.json/);
  });
});
