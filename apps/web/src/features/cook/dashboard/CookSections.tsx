import type { AssignmentItem } from '@brigade/contracts';
import { memo } from 'react';
import { trpc } from '../../../app/trpc';
import { useRecipeText, useT, type MessageId } from '../../../i18n';
import { Button, ButtonLink } from '../../../ui';
import { LeaveSession } from '../LeaveSession';
import { skillName } from '../skill-words';
import { TimerDisplay } from '../TaskCard';
import type { StartLine } from '../use-start-line';

/** The same items in the same order: the live list was fetched again but these did not change (react-query keeps an unchanged item's object). */
const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The same task and dish names: what Up next shows did not change, whatever else the assignment's object carries (a new planned time). */
const sameNames = (a: AssignmentItem | undefined, b: AssignmentItem | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.task_name === b.task_name &&
    a.recipe_name === b.recipe_name &&
    a.task_translations === b.task_translations &&
    a.recipe_translations === b.recipe_translations);

interface TimersRunningProps {
  timers: AssignmentItem[];
  pausedAt?: string | null;
}

/** The cook's hands-off timers that run without them. */
export const TimersRunning = memo(function TimersRunning({ timers, pausedAt = null }: TimersRunningProps) {
  const t = useT();
  const local = useRecipeText();
  if (timers.length === 0) return null;
  return (
    <section className="cook-timers card" aria-labelledby="timers-title">
      <h2 id="timers-title" className="card-title">
        {t('cook.timers.title')}
      </h2>
      <p className="muted">{t('cook.timers.text')}</p>
      <ul className="timer-list">
        {timers.map((a) => (
          <li key={a.id}>
            <span>{local.assignment(a).task}</span>
            <TimerDisplay assignment={a} label={local.assignment(a).task} pausedAt={pausedAt} />
          </li>
        ))}
      </ul>
    </section>
  );
}, (a: TimersRunningProps, b: TimersRunningProps) => a.pausedAt === b.pausedAt && sameItems(a.timers, b.timers));

/** The cook's next task, once the current one is done. */
export const UpNext = memo(function UpNext({ next }: { next: AssignmentItem | undefined }) {
  const t = useT();
  const local = useRecipeText();
  if (!next) return null;
  const text = local.assignment(next);
  return (
    <section className="cook-up-next card" aria-labelledby="up-next-title">
      <h2 id="up-next-title" className="card-title">
        {t('cook.upNext.title')}
      </h2>
      <p className="up-next-name">{text.task}</p>
      {text.recipe && <p className="muted">{text.recipe}</p>}
    </section>
  );
}, (a, b) => sameNames(a.next, b.next));

interface EmptyStateProps {
  checking: boolean;
  finished: boolean;
  status: string | undefined;
  disconnected: boolean;
  onRetry: () => void;
  /** What the kitchen waits for (a stall): shown instead of 'Ready to Cook!'. */
  waitingFor: string | null;
  /** When cooking starts, what comes first and when it is served (issue 34), while the kitchen waits for its first task. */
  start: StartLine | null;
}

/** No task on the card: why (finished, checking, offline, a stall, not started, or simply ready). */
export const EmptyState = memo(function EmptyState({ checking, finished, status, disconnected, onRetry, waitingFor, start }: EmptyStateProps) {
  const t = useT();
  let title: MessageId;
  let text: string;
  if (finished && status === 'terminated') {
    // Ended early by the host: said as such, not 'Session Complete!' (issue 38.5).
    title = 'cook.empty.endedByHost';
    text = t('cook.empty.endedText');
  } else if (finished) {
    title = 'cook.empty.complete';
    text = t('cook.empty.doneText');
  } else if (checking) {
    title = 'cook.empty.checking';
    text = t('cook.empty.oneMoment');
  } else if (disconnected) {
    title = 'cook.connection.lost';
    text = t('cook.empty.lostText');
  } else if (waitingFor) {
    // The server's words for the stall, in the cook's language.
    title = 'cook.empty.kitchenWaiting';
    text = waitingFor;
  } else if (start) {
    title = status === 'waiting' ? 'cook.empty.waitingToStart' : 'cook.start.title';
    text = start.line;
  } else if (status === 'waiting') {
    title = 'cook.empty.waitingToStart';
    text = t('cook.empty.waitingText');
  } else {
    title = 'cook.empty.ready';
    text = t('cook.empty.readyText');
  }
  return (
    <div className={`cook-empty${checking && !finished ? ' cook-empty-checking' : ''}`} role="status" aria-live="polite">
      <h2>{t(title)}</h2>
      <p className={start && text === start.line ? 'cook-start-line' : 'muted'} data-testid={start && text === start.line ? 'cook-start-line' : undefined}>
        {text}
      </p>
      {start?.serve && text === start.line && (
        <p className="muted" data-testid="cook-serve-at">
          {start.serve}
        </p>
      )}
      {disconnected && !finished && !checking && <Button onClick={onRetry}>{t('cook.connection.reconnect')}</Button>}
    </div>
  );
});

/** The cook's skills by name, and the way to add more. */
export const MySkills = memo(function MySkills({ code, skillIds, signedIn }: { code: string; skillIds: number[]; signedIn: boolean }) {
  const t = useT();
  // Authenticated cooks can load the full skill list; anonymous cooks only the session's required skills.
  const required = trpc.sessions.requiredSkills.useQuery({ code }, { enabled: !signedIn && skillIds.length > 0, staleTime: 60_000 });
  const all = trpc.skills.list.useQuery(undefined, { enabled: signedIn && skillIds.length > 0, staleTime: 60_000 });
  const known = (signedIn ? all.data : required.data) ?? [];
  // Only real skill names: offline (or before the list loads) the others are counted, never 'Skill 15'.
  const names = skillIds.flatMap((id) => {
    const skill = known.find((s) => s.id === id);
    return skill ? [skillName(t, skill)] : [];
  });
  const unnamed = skillIds.length - names.length;
  if (unnamed > 0) names.push(names.length > 0 ? t('cook.mySkills.more', { count: unnamed }) : t('cook.mySkills.count', { count: unnamed }));
  return (
    <section className="card cook-skills" aria-labelledby="my-skills-title">
      <h2 id="my-skills-title" className="card-title">
        {t('cook.mySkills.title')}
      </h2>
      {names.length > 0 ? (
        <ul className="skill-chips">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('cook.mySkills.none')}</p>
      )}
      <ButtonLink to={`/skills/${code}`} variant="secondary">
        {t('cook.mySkills.add')}
      </ButtonLink>
    </section>
  );
});

/** Join another session, or leave this one (which asks once). */
export const CookFooter = memo(function CookFooter({ code, onLeft }: { code: string; onLeft: () => void }) {
  const t = useT();
  return (
    <div className="cook-footer">
      {/* The join form, with the cook's name kept on this phone (issue 38.4). */}
      <ButtonLink to="/join" variant="secondary">
        {t('cook.footer.joinNew')}
      </ButtonLink>
      <LeaveSession code={code} onLeft={onLeft} />
    </div>
  );
});
