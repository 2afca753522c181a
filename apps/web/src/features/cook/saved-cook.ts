/**
 * What this phone remembers of its cook between sessions (issue 38.4): the name they last joined
 * under, and their skill answers by skill key. A second session on the same phone offers them
 * instead of a blank form and the whole questionnaire again. Only on this device (localStorage).
 */
const NAME_KEY = 'brigade:cook-name';
const SKILLS_KEY = 'brigade:cook-skill-answers';

/** Skill answers by catalogue key: what the cook said Yes and No to. */
export interface SavedSkillAnswers {
  yes: string[];
  no: string[];
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode without storage: the next session simply asks again.
  }
}

export const lastCookName = (): string => read(NAME_KEY) ?? '';
export const keepCookName = (name: string): void => write(NAME_KEY, name.trim());

const keys = (value: unknown): string[] => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []);

export function savedSkillAnswers(): SavedSkillAnswers | null {
  const raw = read(SKILLS_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { yes?: unknown; no?: unknown };
    const answers = { yes: keys(parsed.yes), no: keys(parsed.no) };
    return answers.yes.length + answers.no.length > 0 ? answers : null;
  } catch {
    return null;
  }
}

/** Adds this session's answers to the saved ones: a newer answer about a skill replaces the older. */
export function keepSkillAnswers(yes: readonly string[], no: readonly string[]): void {
  const before = savedSkillAnswers() ?? { yes: [], no: [] };
  const answered = new Set([...yes, ...no]);
  const next = {
    yes: [...new Set([...before.yes.filter((k) => !answered.has(k)), ...yes])],
    no: [...new Set([...before.no.filter((k) => !answered.has(k)), ...no])],
  };
  write(SKILLS_KEY, JSON.stringify(next));
}
