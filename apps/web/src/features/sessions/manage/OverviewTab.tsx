import type { SessionView } from '@brigade/contracts';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { formatClock, formatDateTime } from '../format';
import { StatusPill } from '../StatusPill';
import { PredictedFinish } from '../timeline/PredictedFinish';
import { CookProgressBoard } from './CookProgressBoard';
import { TrustQrCode } from '../../trust/TrustQrCode';
import { JoinAsCook } from './JoinAsCook';
import { isFinished, type TabProps } from './types';

interface OverviewTabProps extends TabProps {
  /** Predicted finish per recipe copy (session recipe id → ISO time), from session_update events. */
  recipeFinish: Record<string, string>;
}

export function OverviewTab({ session, run, busy, recipeFinish }: OverviewTabProps) {
  const cooks = session.participants.length;
  return (
    <div className="overview-grid">
      <section className="card" aria-labelledby="session-details-title">
        <h2 id="session-details-title" className="card-title">
          Session Details
        </h2>
        <dl className="detail-list">
          <div>
            <dt>Status</dt>
            <dd>
              <StatusPill status={session.status} pausedAt={session.paused_at} />
            </dd>
          </div>
          <div>
            <dt>Cooks</dt>
            <dd>{cooks}</dd>
          </div>
          {session.kitchen_name && (
            <div>
              <dt>Kitchen</dt>
              <dd>{session.kitchen_name}</dd>
            </div>
          )}
          <div>
            <dt>Created</dt>
            <dd>{formatDateTime(session.created_at)}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>{session.started_at ? formatDateTime(session.started_at) : 'Not started'}</dd>
          </div>
          {session.completed_at && (
            <div>
              <dt>Ended</dt>
              <dd>{formatDateTime(session.completed_at)}</dd>
            </div>
          )}
          {session.status === 'active' && (
            <div>
              <dt>Predicted finish</dt>
              <dd data-testid="predicted-finish">
                <PredictedFinish predicted={session.predicted_finish_at} serveAt={session.serve_at} />
              </dd>
            </div>
          )}
        </dl>
        {session.status === 'active' && session.session_recipes.length > 0 && <RecipeFinishList session={session} recipeFinish={recipeFinish} />}
        <JoinAsCook session={session} />
      </section>

      <JoinQrCode session={session} />
      {!isFinished(session) && <TrustQrCode />}

      {session.status === 'waiting' && (
        <section className="card notice-card" aria-labelledby="ready-title">
          <h2 id="ready-title" className="card-title">
            Session Ready to Start
          </h2>
          <p>
            Share the code or QR code with your cooks. Once everyone has joined, press Start Session and Brigade hands out the first
            tasks.
          </p>
          {session.session_recipes.length === 0 && <p className="muted">Add at least one recipe in the Recipes tab before starting.</p>}
        </section>
      )}

      {session.status === 'active' && (
        <div className="overview-wide">
          <CookProgressBoard session={session} run={run} busy={busy} />
        </div>
      )}
    </div>
  );
}

function RecipeFinishList({ session, recipeFinish }: { session: SessionView; recipeFinish: Record<string, string> }) {
  // The same plan as the timeline's legend (one query, shared with it): per-dish times agree (issue 26).
  const timeline = trpc.plan.timeline.useQuery({ code: session.code, options: {} }, { enabled: session.status === 'active' });
  const planned = new Map((timeline.data?.dishes ?? []).map((d) => [d.id, d.finish_at]));
  const seen = new Map<number, number>();
  return (
    <div className="recipe-finish">
      <h3>Predicted finish per dish</h3>
      <ul>
        {session.session_recipes.map((entry) => {
          const n = (seen.get(entry.recipe.id) ?? 0) + 1;
          seen.set(entry.recipe.id, n);
          const total = session.session_recipes.filter((e) => e.recipe.id === entry.recipe.id).length;
          const finish = planned.get(String(entry.id)) ?? recipeFinish[String(entry.id)];
          return (
            <li key={entry.id}>
              <span>
                {entry.recipe.name}
                {total > 1 ? ` (copy ${n})` : ''}
              </span>
              <span>{entry.completed ? 'Done' : finish ? formatClock(finish) : '—'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function JoinQrCode({ session }: { session: SessionView }) {
  const finished = isFinished(session);
  const qr = trpc.sessions.qr.useQuery({ code: session.code }, { enabled: !finished, staleTime: Infinity });
  return (
    <section className="card qr-card" aria-labelledby="qr-title">
      <h2 id="qr-title" className="card-title">
        Join QR Code
      </h2>
      {finished ? (
        <p className="muted">This session has ended; nobody can join any more.</p>
      ) : qr.isPending ? (
        <Spinner label="Loading QR code..." />
      ) : qr.isError ? (
        <Banner>Failed to load the QR code</Banner>
      ) : (
        <figure className="qr-figure">
          <img className="qr-image" src={`data:image/png;base64,${qr.data.qr_code_base64}`} alt={`QR code to join session ${session.code}`} width={240} height={240} />
          <figcaption>
            {session.status === 'waiting'
              ? 'Cooks can scan this code to join the session'
              : 'Late joiners can scan this code to join the session in progress'}
          </figcaption>
        </figure>
      )}
      <p className="session-code-large" aria-label={`Session code ${session.code.split('').join(' ')}`}>
        {session.code}
      </p>
      {qr.data && (
        <p className="join-url">
          <a href={qr.data.join_url}>{qr.data.join_url}</a>
        </p>
      )}
    </section>
  );
}
