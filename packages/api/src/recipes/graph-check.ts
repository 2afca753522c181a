import { apiText } from '@brigade/contracts';
import { findCycle } from '@brigade/domain';
import { BrigadeError } from '../errors';

/**
 * Refuses a dependency set that would make a cycle, naming the tasks so the person can see
 * which edge to remove. Used on every write of recipe and session task graphs.
 */
export function assertAcyclic<Id>(ids: Id[], edges: Array<{ task: Id; dependsOn: Id }>, nameOf: (id: Id) => string): void {
  const cycle = findCycle(ids, edges);
  if (cycle) {
    const names = [...cycle, cycle[0]!].map(nameOf).join(' → ');
    const message = apiText('recipe.cycle', { names });
    throw BrigadeError.invalid({ task_dependencies: [message] }, message);
  }
}
