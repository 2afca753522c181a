import { describe, expect, it } from 'vitest';
import { readImopse } from './imopse';
import { readPsplib } from './psplib';

const sm = `************************************************************************
jobs (incl. supersource/sink ):  4
RESOURCES
************************************************************************
PROJECT INFORMATION:
pronr.  #jobs rel.date duedate tardcost  MPM-Time
    1      2      0       5       3       5
************************************************************************
PRECEDENCE RELATIONS:
jobnr.    #modes  #successors   successors
   1        1          2           2   3
   2        1          1           4
   3        1          1           4
   4        1          0
************************************************************************
REQUESTS/DURATIONS:
jobnr. mode duration  R 1  R 2
------------------------------------------------------------------------
  1      1     0       0    0
  2      1     5       2    0
  3      1     3       1    1
  4      1     0       0    0
************************************************************************
RESOURCEAVAILABILITIES:
  R 1  R 2
    2    1
************************************************************************
`;

const def = `====
ResourceID 	 Salary 	 Skills
1	 	 	56.2	 	 Q4: 1 	  Q0: 0
2	 	 	33.8	 	 Q2: 3
==========
TaskID 	 Duration 	 Skill 	 Predecessor IDs
1	 	 	10	 Q4: 1	 	
3	 	 	15	 Q2: 2	 	1	
==========
`;

describe('benchmark readers', () => {
  it('reads PSPLIB .sm: jobs, predecessors, demand, capacity, critical path', () => {
    const { problem, criticalPath } = readPsplib(sm);
    expect(criticalPath).toBe(5);
    expect(problem.capacity).toEqual({ R1: 2, R2: 1 });
    expect(problem.tasks.map((t) => t.id)).toEqual(['1', '2', '3', '4']);
    expect(problem.tasks[3]!.predecessors).toEqual(['2', '3']);
    expect(problem.tasks[2]).toMatchObject({ duration: 3, demand: { R1: 1, R2: 1 }, attendance: 'none' });
  });

  it('reads iMOPSE .def: cooks with skill levels, tasks with one skill, gaps in ids', () => {
    const problem = readImopse(def);
    expect(problem.cooks).toEqual([{ id: '1', skills: { Q4: 1, Q0: 0 } }, { id: '2', skills: { Q2: 3 } }]);
    expect(problem.tasks[1]).toMatchObject({ id: '3', duration: 15, skill: { name: 'Q2', minLevel: 2 }, predecessors: ['1'], attendance: 'whole' });
  });
});
