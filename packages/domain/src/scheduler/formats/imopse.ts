/**
 * Reader for iMOPSE MS-RCPSP files (`.def`, Myszkowski et al.): workers become cooks with skill
 * levels, tasks need one cook for their whole duration with a skill at a minimum level. No
 * equipment.
 */
import type { Cook, SchedulingProblem, SchedulingTask } from '../model';

const tokens = (line: string): string[] => line.trim().split(/\s+/).filter(Boolean);
const isRule = (line: string): boolean => /^\s*={5,}/.test(line);

function rowsAfter(lines: string[], header: string): string[][] {
  const i = lines.findIndex((l) => l.trim().startsWith(header));
  if (i < 0) throw new Error(`iMOPSE file has no '${header}' table`);
  const rows: string[][] = [];
  for (let k = i + 1; k < lines.length && !isRule(lines[k]!); k++) {
    const row = tokens(lines[k]!);
    if (row.length > 0) rows.push(row);
  }
  return rows;
}

/** Parses the text of a `.def` file. Cook ids are resource ids, task ids are task ids. */
export function readImopse(text: string): SchedulingProblem {
  const lines = text.split(/\r?\n/);
  const cooks: Cook[] = rowsAfter(lines, 'ResourceID').map((row) => {
    const skills: Record<string, number> = {};
    // ID, salary, then pairs "Qk:" level.
    for (let k = 2; k + 1 < row.length; k += 2) skills[row[k]!.replace(/:$/, '')] = Number(row[k + 1]);
    return { id: row[0]!, skills };
  });
  const tasks: SchedulingTask[] = rowsAfter(lines, 'TaskID').map((row) => {
    if (row.length < 4 || !row[2]!.endsWith(':')) throw new Error(`iMOPSE task line not understood: ${row.join(' ')}`);
    return {
      id: row[0]!,
      duration: Number(row[1]),
      skill: { name: row[2]!.slice(0, -1), minLevel: Number(row[3]) },
      predecessors: row.slice(4),
      demand: {},
      attendance: 'whole',
    };
  });
  return { tasks, cooks, capacity: {} };
}
