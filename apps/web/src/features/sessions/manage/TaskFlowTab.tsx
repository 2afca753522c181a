import { ButtonLink } from '../../../ui';
import type { TabProps } from './types';

export function TaskFlowTab({ session }: Pick<TabProps, 'session'>) {
  const total = session.task_count;
  const completed = session.completed_task_count;
  const inProgress = session.active_assignments.filter((a) => a.status === 'in_progress').length;
  const waiting = Math.max(0, total - completed - inProgress);
  return (
    <section className="card" aria-labelledby="task-flow-title">
      <h2 id="task-flow-title" className="card-title">
        Task Flow
      </h2>
      <dl className="stat-bar">
        <div className="stat">
          <dt>Tasks</dt>
          <dd>{total}</dd>
        </div>
        <div className="stat">
          <dt>Completed</dt>
          <dd>{completed}</dd>
        </div>
        <div className="stat">
          <dt>In progress</dt>
          <dd>{inProgress}</dd>
        </div>
        <div className="stat">
          <dt>Waiting</dt>
          <dd>{waiting}</dd>
        </div>
      </dl>
      <p className="muted">The task map shows every task of this meal with its dependencies and who is cooking it.</p>
      <div className="card-actions">
        <ButtonLink to={`/sessions/${session.code}/dag`}>Open Full Task Map</ButtonLink>
      </div>
    </section>
  );
}
