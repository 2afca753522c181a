import type { AssignmentItem } from '@brigade/contracts';
import { memo } from 'react';
import { trpc } from '../../../app/trpc';
import { Button, ButtonLink } from '../../../ui';
import { LeaveSession } from '../LeaveSession';
import { TimerDisplay } from '../TaskCard';

/** The cook's hands-off timers that run without them. */
export const TimersRunning = memo(function TimersRunning({ timers }: { timers: AssignmentItem[] }) {
  if (timers.length === 0) return null;
  return (
    <section className="cook-timers card" aria-labelledby="timers-title">
      <h2 id="timers-title" className="card-title">
        Timers running
      </h2>
      <p className="muted">These carry on without you; you will hear a beep when one is done.</p>
      <ul className="timer-list">
        {timers.map((a) => (
          <li key={a.id}>
            <span>{a.task_name}</span>
            <TimerDisplay assignment={a} label={a.task_name} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The cook's next task, once the current one is done. */
export const UpNext = memo(function UpNext({ next }: { next: AssignmentItem | undefined }) {
  if (!next) return null;
  return (
    <section className="cook-up-next card" aria-labelledby="up-next-title">
      <h2 id="up-next-title" className="card-title">
        Up next
      </h2>
      <p className="up-next-name">{next.task_name}</p>
      {next.recipe_name && <p className="muted">{next.recipe_name}</p>}
    </section>
  );
});

interface EmptyStateProps {
  checking: boolean;
  finished: boolean;
  status: string | undefined;
  disconnected: boolean;
  onRetry: () => void;
  /** What the kitchen waits for (a stall): shown instead of 'Ready to Cook!'. */
  waitingFor: string | null;
}

/** No task on the card: why (finished, checking, offline, a stall, not started, or simply ready). */
export const EmptyState = memo(function EmptyState({ checking, finished, status, disconnected, onRetry, waitingFor }: EmptyStateProps) {
  let title: string;
  let text: string;
  if (finished && status === 'terminated') {
    title = 'Session Complete!';
    text = 'The host ended the session before every task was done. Thanks for your help!';
  } else if (finished) {
    title = 'Session Complete!';
    text = 'All dishes are done. Enjoy the meal!';
  } else if (checking) {
    title = 'Checking for new tasks';
    text = 'One moment...';
  } else if (disconnected) {
    title = 'Connection Lost';
    text = 'Your tasks are safe on the server. Taps you make now are kept and sent when the connection returns.';
  } else if (waitingFor) {
    title = 'The kitchen is waiting';
    text = waitingFor;
  } else if (status === 'waiting') {
    title = 'Waiting to Start';
    text = 'The host has not started cooking yet. Your first task will appear here.';
  } else {
    title = 'Ready to Cook!';
    text = 'No task for you right now. A new one will appear here as soon as it is ready.';
  }
  return (
    <div className={`cook-empty${checking && !finished ? ' cook-empty-checking' : ''}`} role="status" aria-live="polite">
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {disconnected && !finished && !checking && <Button onClick={onRetry}>Reconnect</Button>}
    </div>
  );
});

/** The cook's skills by name, and the way to add more. */
export const MySkills = memo(function MySkills({ code, skillIds, signedIn }: { code: string; skillIds: number[]; signedIn: boolean }) {
  // Authenticated cooks can load the full skill list; anonymous cooks only the session's required skills.
  const required = trpc.sessions.requiredSkills.useQuery({ code }, { enabled: !signedIn && skillIds.length > 0, staleTime: 60_000 });
  const all = trpc.skills.list.useQuery(undefined, { enabled: signedIn && skillIds.length > 0, staleTime: 60_000 });
  const known = (signedIn ? all.data : required.data) ?? [];
  // Only real skill names: offline (or before the list loads) the others are counted, never 'Skill 15'.
  const names = skillIds.flatMap((id) => known.find((s) => s.id === id)?.display_name ?? []);
  const unnamed = skillIds.length - names.length;
  if (unnamed > 0) names.push(names.length > 0 ? `${unnamed} more` : `${unnamed} ${unnamed === 1 ? 'skill' : 'skills'}`);
  return (
    <section className="card cook-skills" aria-labelledby="my-skills-title">
      <h2 id="my-skills-title" className="card-title">
        My Skills
      </h2>
      {names.length > 0 ? (
        <ul className="skill-chips">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No skills added yet.</p>
      )}
      <ButtonLink to={`/skills/${code}`} variant="secondary">
        Add Skills
      </ButtonLink>
    </section>
  );
});

/** Join another session, or leave this one (which asks once). */
export const CookFooter = memo(function CookFooter({ code, onLeft }: { code: string; onLeft: () => void }) {
  return (
    <div className="cook-footer">
      <ButtonLink to="/" variant="secondary">
        Join New Session
      </ButtonLink>
      <LeaveSession code={code} onLeft={onLeft} />
    </div>
  );
});
