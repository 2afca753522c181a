import type { RecipeTaskDraft, SkillKey, TaskEquipment, TaskType } from '@brigade/contracts';
import { findDurations, wholeMinutes } from './durations';
import { MOVING_WORDS, VERBS } from './kitchen-languages';

/** What a method step asks a cook to do, as far as the words tell. */
export interface StepReading {
  taskType: TaskType;
  equipment: TaskEquipment[];
  skills: SkillKey[];
  safety: RecipeTaskDraft['safety_level'];
  skillLevel: number;
  estimatedMinutes: number;
  timerMinutes: number | null;
}

interface Action {
  /** Stems matched at a word start: "chop" also finds "chopped" and "chopping". */
  words: RegExp;
  type: TaskType;
  equipment: TaskEquipment[];
  skills: SkillKey[];
  /** Verbs whose minutes are waiting time: the step becomes a timer. */
  timer?: 'passive' | 'active';
}

/** Stems matched at a word start, in any script: `\\b` alone does not see "é" or "ü" as letters. */
const w = (stems: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems})`, 'iu');

/**
 * The kitchen's verbs. Where two readings start at the same word the earlier entry wins:
 * cleanup before cooking because "wash up the pan" names a pan, and "heat the oven" is a
 * preheat, not a burner.
 */
const ACTIONS: Action[] = [
  { words: w('wash(?:ing)? up|wash the (?:dishes|pans|pots|bowls|equipment|boards)|clean (?:up|down|the (?:kitchen|surfaces?|pans?|pots?|bowls?|boards?|equipment|work))|wipe down|tidy|load the dishwasher'), type: 'cleanup', equipment: ['sink'], skills: ['dishwashing'] },
  { words: w(`deep[- ]fr|${VERBS.deepFry}`), type: 'cook', equipment: ['burner'], skills: ['deep_frying'] },
  { words: w('caramel'), type: 'cook', equipment: ['burner'], skills: ['candy_caramel'] },
  { words: w(`preheat|pre-heat|heat the oven|${VERBS.preheat}`), type: 'timer_passive', equipment: ['oven'], skills: [], timer: 'passive' },
  { words: w(`bake\\b|bakes\\b|baking(?! (?:soda|powder|paper|parchment|tray|sheet|dish|tin))|${VERBS.bake}`), type: 'timer_passive', equipment: ['oven'], skills: ['baking'], timer: 'passive' },
  { words: w(`roast|grill|broil|${VERBS.roast}`), type: 'timer_passive', equipment: ['oven'], skills: ['roasting'], timer: 'passive' },
  { words: w(`simmer|stew|braise|poach|reduce|${VERBS.simmer}`), type: 'timer_passive', equipment: ['burner'], skills: ['boiling_simmering'], timer: 'passive' },
  { words: w(`rest\\b|resting|chill(?:ed|ing|s)?\\b|refrigerat|fridge|freez|marinat|rise|rising|prove\\b|proving|proof|set aside to|cool|soak|steep|infuse|leave to|leave (?:it|them|the)\\b|let (?:it |them )?(?:stand|sit)|${VERBS.rest}`), type: 'timer_passive', equipment: [], skills: [], timer: 'passive' },
  { words: w(`blend|pur[eé]e|liquidi[sz]|${VERBS.blend}`), type: 'prep', equipment: ['blender'], skills: ['measuring'] },
  { words: w('food processor|pulse'), type: 'prep', equipment: ['food_processor'], skills: ['measuring'] },
  { words: w(`knead|${VERBS.knead}`), type: 'prep', equipment: ['prep_station'], skills: ['bread_dough'] },
  { words: w(`stand mixer|electric mixer|whip|beat\\b|beating|cream the|${VERBS.beat}`), type: 'prep', equipment: ['stand_mixer'], skills: ['measuring'] },
  { words: w('sear|char'), type: 'cook', equipment: ['burner'], skills: ['grilling'] },
  { words: w(`fry|fried|saut[eé]|brown|stir[- ]fry|toast|melt\\b|melting|scramble|${VERBS.fry}`), type: 'cook', equipment: ['burner'], skills: ['sauteing'] },
  { words: w(`boil|cook(?!ie)|heat|bring|steam|blanch|warm|${VERBS.boil}`), type: 'cook', equipment: ['burner'], skills: ['boiling_simmering'] },
  { words: w('julienne|brunoise|fillet|debone|butterfl'), type: 'prep', equipment: ['prep_station'], skills: ['advanced_knife_work'] },
  { words: w(`chop|dice|slice|mince|cut|trim|peel|shred|grate|crush|halve|quarter|zest|core|deseed|seed the|${VERBS.cut}`), type: 'prep', equipment: ['prep_station'], skills: ['knife_work'] },
  { words: w(`whisk|mix|stir|combine|fold|measure|sift|season|toss|rub|coat|dredge|dip|${VERBS.mix}`), type: 'prep', equipment: ['prep_station'], skills: ['measuring'] },
  { words: w(`serve|plate|garnish|assemble|arrange|spoon over|drizzle|sprinkle|top with|layer|fill|roll|shape|spread|divide|${VERBS.serve}`), type: 'assembly', equipment: ['prep_station'], skills: ['plating'] },
];

/** Words that name equipment outright, whatever the verb. */
const EQUIPMENT_WORDS: Array<[RegExp, TaskEquipment]> = [
  [w('oven|baking (?:tray|sheet|dish)|roasting tin|casserole dish|backofen|ofen|backblech|auflaufform|(?:au|du|le|dans le) four\\b|plaque de cuisson|horno|forno|teglia|bakplaat|ovenschaal|tabuleiro|assadeira'), 'oven'],
  [w('pan\\b|pans\\b|saucepan|frying pan|skillet|wok|pot\\b|pots\\b|stockpot|hob|stove|burner|pfanne|topf|herd\\b|poêle|poele|casserole\\b|cocotte|sartén|sarten|olla|cazuela|padella|pentola|casseruola|koekenpan|braadpan|frigideira|panela|fogão'), 'burner'],
  [w('blender|liquidi[sz]er|standmixer|pürierstab|mixeur|batidora|licuadora|frullatore|staafmixer|liquidificador'), 'blender'],
  [w('food processor'), 'food_processor'],
  [w('stand mixer|electric mixer|hand mixer'), 'stand_mixer'],
  [w('dishwasher'), 'dishwasher'],
  [w('sink|colander|drain|abgieß|abgiess|abtropf|égoutt|egoutt|passoire|escurr|colador|scol|colapasta|afgiet|vergiet|escorr'), 'sink'],
  [w('chopping board|cutting board|knife'), 'prep_station'],
];

/** Ingredients and words that call for a named skill on top of the verb's. */
const SKILL_WORDS: Array<[RegExp, SkillKey]> = [
  [w('eggs?\\b|yolks?|whites\\b|omelet'), 'egg_cookery'],
  [w('dough'), 'bread_dough'],
  [w('pastry|puff|laminat'), 'pastry'],
  [w('sauces?\\b|emulsi|roux|gravy|vinaigrette|mayonnaise'), 'sauce_making'],
  [w('fish|salmon|cod|prawn|shrimp|mussel|squid|tuna'), 'fish_prep'],
  [w('raw (?:meat|chicken|pork|beef)|chicken thighs?|chicken breasts?|joint|trim the fat'), 'butchery'],
];

const INTERMEDIATE: ReadonlySet<SkillKey> = new Set(['deep_frying', 'baking', 'bread_dough', 'sauce_making', 'butchery', 'fish_prep', 'grilling']);
const ADVANCED: ReadonlySet<SkillKey> = new Set(['advanced_knife_work', 'pastry', 'candy_caramel']);
const NEEDS_STIRRING = /\bstir(?:ring)?\b.*\b(?:occasionally|constantly|often|frequently|regularly|continuously)\b|\b(?:occasionally|constantly|frequently|regularly|continuously)\s+stir/i;

/** Minutes a step takes when it names none, by what kind of work it is. */
const DEFAULT_MINUTES: Record<TaskType, number> = {
  prep: 5, cook: 10, cleanup: 10, timer_active: 10, timer_passive: 10,
  equipment_claim: 1, equipment_release: 1, assembly: 5,
};

/**
 * Reads a method step: which kind of task it is, what it occupies, which skills it asks for and
 * how long it takes. A step whose main verb is waiting (bake, simmer, rest, chill, marinate,
 * rise) and which names minutes becomes a timer; one that also asks for stirring is an active
 * timer, because somebody has to stay at the stove.
 */
export function readStep(step: string): StepReading {
  const matches = ACTIONS.map((a) => ({ a, at: firstIndex(a.words, step) })).filter((m) => m.at >= 0);
  // The verb that comes first in the sentence leads.
  const lead = [...matches].sort((x, y) => x.at - y.at)[0];
  const equipment = new Set<TaskEquipment>();
  const skills = new Set<SkillKey>();
  for (const m of matches) {
    // Two readings of the same word ("heat the oven" is also "heat") are alternatives: only the
    // leading one counts, so preheating an oven does not also take a burner.
    if (m !== lead && lead && m.at === lead.at) continue;
    m.a.equipment.forEach((e) => equipment.add(e));
    m.a.skills.forEach((s) => skills.add(s));
  }
  for (const [pattern, e] of EQUIPMENT_WORDS) if (pattern.test(step)) equipment.add(e);
  for (const [pattern, s] of SKILL_WORDS) if (pattern.test(step)) skills.add(s);

  const durations = findDurations(step);
  const total = durations.reduce((sum, d) => sum + d.minutes, 0);
  let taskType: TaskType = lead?.a.type ?? 'prep';
  let timerMinutes: number | null = null;

  const timerAction = matches.filter((m) => m.a.timer).sort((x, y) => x.at - y.at)[0];
  if (taskType !== 'cleanup' && timerAction && durations.length > 0) {
    // The timer runs for the span that follows its verb ("fry for 2 minutes, then simmer for 20").
    const after = durations.find((d) => d.index >= timerAction.at) ?? durations[durations.length - 1]!;
    timerMinutes = wholeMinutes(after.minutes);
    taskType = NEEDS_STIRRING.test(step) ? 'timer_active' : 'timer_passive';
  }
  // A waiting verb without minutes ("preheat the oven", "reduce the heat", "leave to cool") is no
  // timer: the text states no time the food needs. It still takes a while.
  const untimedWait = timerMinutes === null && (taskType === 'timer_passive' || taskType === 'timer_active');
  if (untimedWait) taskType = equipment.has('oven') || equipment.has('burner') ? 'cook' : 'prep';
  if (equipment.size === 0 && !untimedWait && (taskType === 'prep' || taskType === 'assembly')) equipment.add('prep_station');
  if (taskType === 'cleanup') {
    // Washing up a pan does not occupy a burner: cleanup holds the sink (or the dishwasher).
    const washer = equipment.has('dishwasher');
    equipment.clear();
    equipment.add(washer ? 'dishwasher' : 'sink');
    skills.clear();
    skills.add('dishwashing');
  }

  // Hands-on work before a timer ("shred the cabbage, then chill for 15 minutes") adds to it.
  const handsOn = timerMinutes !== null && lead && !lead.a.timer ? Math.max(total - timerMinutes, 0) || DEFAULT_MINUTES[lead.a.type] : 0;
  const estimatedMinutes = wholeMinutes(Math.max(total, (timerMinutes ?? 0) + handsOn) || (untimedWait ? DEFAULT_MINUTES.timer_passive : DEFAULT_MINUTES[taskType]));
  const skillList = [...skills];
  const skillLevel = skillList.some((s) => ADVANCED.has(s)) ? 3 : skillList.some((s) => INTERMEDIATE.has(s)) ? 2 : 1;
  return {
    taskType,
    equipment: [...equipment],
    skills: skillList,
    safety: safetyOf(skillList, equipment),
    skillLevel,
    estimatedMinutes,
    timerMinutes,
  };
}

/**
 * Whether a clause opens with one of the kitchen's verbs as a command ("simmer for 20 minutes",
 * not "stirring occasionally"), so the "and" or comma before it joins two actions.
 */
export function opensWithAction(clause: string): boolean {
  const first = /^\p{L}+/u.exec(clause.trim())?.[0] ?? '';
  if (first.length > 4 && /(?:ing|ed)$/i.test(first)) return false;
  return ACTIONS.some((a) => firstIndex(a.words, clause.trim()) === 0);
}

const MOVING_ANYWHERE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${MOVING_WORDS})`, 'iu');

/** Whether a text names any kitchen work at all, in any of the languages, anywhere in it. */
export function namesKitchenWork(text: string): boolean {
  return ACTIONS.some((a) => a.words.test(text)) || MOVING_ANYWHERE.test(text);
}

function safetyOf(skills: SkillKey[], equipment: Set<TaskEquipment>): StepReading['safety'] {
  if (skills.includes('deep_frying') || skills.includes('candy_caramel')) return 'high';
  if (equipment.has('burner') || equipment.has('oven') || skills.includes('advanced_knife_work')) return 'medium';
  if (skills.includes('knife_work') || equipment.has('blender') || equipment.has('food_processor')) return 'low';
  return 'minimal';
}

function firstIndex(pattern: RegExp, text: string): number {
  const m = pattern.exec(text);
  return m ? m.index : -1;
}
