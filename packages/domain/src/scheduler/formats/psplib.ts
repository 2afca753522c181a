/**
 * Reader for PSPLIB single-mode RCPSP files (`.sm`, Kolisch & Sprecher 1996). Resources become
 * equipment `R1`..`Rk`; jobs become tasks that need no cook (cooks are never the bottleneck).
 */
import type { SchedulingProblem, SchedulingTask } from '../model';

/** A PSPLIB instance as a scheduling problem, plus the file's critical-path bound. */
export interface PsplibInstance {
  problem: SchedulingProblem;
  /** `MPM-Time` of the project information. */
  criticalPath: number | null;
}

function section(lines: string[], title: string): number {
  const i = lines.findIndex((l) => l.trim().startsWith(title));
  if (i < 0) throw new Error(`PSPLIB file has no '${title}' section`);
  return i;
}

const numbers = (line: string): number[] => line.trim().split(/\s+/).filter(Boolean).map(Number);
const isRule = (line: string): boolean => /^\s*[*-]{5,}/.test(line);

/** Parses the text of a `.sm` file. Task ids are the job numbers ("1" is the dummy source). */
export function readPsplib(text: string): PsplibInstance {
  const lines = text.split(/\r?\n/);
  const jobsLine = lines.find((l) => l.includes('jobs (incl. supersource/sink'));
  const jobs = jobsLine ? Number(jobsLine.split(':')[1]) : NaN;
  if (!Number.isInteger(jobs)) throw new Error('PSPLIB file does not say how many jobs it has');

  const info = section(lines, 'PROJECT INFORMATION:');
  const infoRow = numbers(lines[info + 2] ?? '');
  const criticalPath = infoRow.length >= 6 ? infoRow[5]! : null;

  const successors = new Map<number, number[]>();
  for (let i = section(lines, 'PRECEDENCE RELATIONS:') + 2; i < lines.length && !isRule(lines[i]!); i++) {
    const row = numbers(lines[i]!);
    if (row.length < 3) continue;
    successors.set(row[0]!, row.slice(3, 3 + row[2]!));
  }

  const avail = section(lines, 'RESOURCEAVAILABILITIES:');
  const capacities = numbers(lines[avail + 2] ?? '');
  const names = capacities.map((_, k) => `R${k + 1}`);

  const predecessors = new Map<number, string[]>();
  for (const [job, succ] of successors) for (const s of succ) predecessors.set(s, [...(predecessors.get(s) ?? []), String(job)]);
  const tasks: SchedulingTask[] = [];
  for (let i = section(lines, 'REQUESTS/DURATIONS:') + 3; i < lines.length && !isRule(lines[i]!); i++) {
    const row = numbers(lines[i]!);
    if (row.length < 3 + names.length) continue;
    const job = row[0]!;
    const demand: Record<string, number> = {};
    names.forEach((name, k) => {
      if (row[3 + k]! > 0) demand[name] = row[3 + k]!;
    });
    tasks.push({ id: String(job), duration: row[2]!, predecessors: predecessors.get(job) ?? [], demand, attendance: 'none' });
  }
  if (tasks.length !== jobs) throw new Error(`PSPLIB file lists ${tasks.length} jobs, header says ${jobs}`);
  const capacity = Object.fromEntries(names.map((n, k) => [n, capacities[k]!]));
  return { problem: { tasks, cooks: [], capacity }, criticalPath };
}
