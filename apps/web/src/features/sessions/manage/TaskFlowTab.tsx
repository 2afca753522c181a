import { ButtonLink } from '../../../ui';
import { useT } from '../../../i18n';
import type { TabProps } from './types';

export function TaskFlowTab({ session }: Pick<TabProps, 'session'>) {
  const t = useT();
  const total = session.task_count;
  const completed = session.completed_task_count;
  const inProgress = session.active_assignments.filter((a) => a.status === 'in_progress').length;
  const waiting = Math.max(0, total - completed - inProgress);
  return (
    <section className="card" aria-labelledby="task-flow-title">
      <h2 id="task-flow-title" className="card-title">
        {t('host.taskflow.title')}
      </h2>
      <dl className="stat-bar">
        <div className="stat">
          <dt>{t('host.taskflow.tasks')}</dt>
          <dd>{total}</dd>
        </div>
        <div className="stat">
          <dt>{t('host.taskflow.completed')}</dt>
          <dd>{completed}</dd>
        </div>
        <div className="stat">
          <dt>{t('host.taskflow.inProgress')}</dt>
          <dd>{inProgress}</dd>
        </div>
        <div className="stat">
          <dt>{t('host.taskflow.waiting')}</dt>
          <dd>{waiting}</dd>
        </div>
      </dl>
      <p className="muted">{t('host.taskflow.text')}</p>
      <div className="card-actions">
        <ButtonLink to={`/sessions/${session.code}/dag`}>{t('host.taskflow.openMap')}</ButtonLink>
      </div>
    </section>
  );
}
