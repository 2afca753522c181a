import type { FinishStory, SessionView } from '@brigade/contracts';
import { storyTime } from '../../../app/story-time';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { useFormat, useRecipeText, useT } from '../../../i18n';
import { StatusPill } from '../StatusPill';
import { PredictedFinish } from '../timeline/PredictedFinish';
import { useFinishStory } from '../timeline/use-finish-story';
import { CookProgressBoard } from './CookProgressBoard';
import { TrustQrCode } from '../../trust/TrustQrCode';
import { JoinAsCook } from './JoinAsCook';
import { LearnedTimesLine } from './LearnedTimesLine';
import { isFinished, type TabProps } from './types';
import { useKitchenLinks } from '../../../app/kitchen-links';

export function OverviewTab({ session, run, busy }: TabProps) {
  const t = useT();
  const f = useFormat();
  const cooks = session.participants.length;
  // The finish story (issue 34): the same one the timeline beside it tells.
  const story = useFinishStory(session.code, session.status === 'active' && session.session_recipes.length > 0);
  return (
    <div className="overview-grid">
      <section className="card" aria-labelledby="session-details-title">
        <h2 id="session-details-title" className="card-title">
          {t('host.overview.details')}
        </h2>
        <dl className="detail-list">
          <div>
            <dt>{t('host.overview.status')}</dt>
            <dd>
              <StatusPill status={session.status} pausedAt={session.paused_at} />
            </dd>
          </div>
          <div>
            <dt>{t('host.overview.cooks')}</dt>
            <dd>{cooks}</dd>
          </div>
          {session.kitchen_name && (
            <div>
              <dt>{t('host.overview.kitchen')}</dt>
              <dd>{session.kitchen_name}</dd>
            </div>
          )}
          <div>
            <dt>{t('host.overview.created')}</dt>
            <dd>{f.dateTime(session.created_at)}</dd>
          </div>
          <div>
            <dt>{t('host.overview.started')}</dt>
            <dd>{session.started_at ? f.dateTime(session.started_at) : t('host.overview.notStarted')}</dd>
          </div>
          {session.completed_at && (
            <div>
              <dt>{t('host.overview.ended')}</dt>
              <dd>{f.dateTime(session.completed_at)}</dd>
            </div>
          )}
          {session.status === 'active' && (
            <div>
              <dt>{t('host.overview.predictedFinish')}</dt>
              <dd data-testid="predicted-finish">
                <PredictedFinish story={story} />
              </dd>
            </div>
          )}
        </dl>
        <LearnedTimesLine session={session} />
        {session.status === 'active' && session.session_recipes.length > 0 && <RecipeFinishList session={session} story={story} />}
        <JoinAsCook session={session} />
      </section>

      <JoinQrCode session={session} />
      {!isFinished(session) && <TrustQrCode />}

      {session.status === 'waiting' && (
        <section className="card notice-card" aria-labelledby="ready-title">
          <h2 id="ready-title" className="card-title">
            {t('host.overview.readyTitle')}
          </h2>
          <p>{t('host.overview.readyText')}</p>
          {session.session_recipes.length === 0 && <p className="muted">{t('host.overview.addRecipeFirst')}</p>}
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

function RecipeFinishList({ session, story }: { session: SessionView; story: FinishStory | undefined }) {
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  const dish = new Map((story?.dishes ?? []).map((d) => [d.id, d]));
  const seen = new Map<number, number>();
  return (
    <div className="recipe-finish">
      <h3>{t('host.finish.title')}</h3>
      <ul>
        {session.session_recipes.map((entry) => {
          const n = (seen.get(entry.recipe.id) ?? 0) + 1;
          seen.set(entry.recipe.id, n);
          const total = session.session_recipes.filter((e) => e.recipe.id === entry.recipe.id).length;
          const d = dish.get(String(entry.id));
          return (
            <li key={entry.id} data-dish={entry.id} className={d?.late ? 'timeline-warning' : undefined}>
              <span>{total > 1 ? t('host.finish.copy', { recipe: local.name(entry.recipe), number: n }) : local.name(entry.recipe)}</span>
              <span>{entry.completed || d?.done ? t('host.finish.done') : story ? storyTime(d?.finish_at, story.now, f) : f.clock(null)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function JoinQrCode({ session }: { session: SessionView }) {
  const t = useT();
  const finished = isFinished(session);
  // Listening on this computer only (HOST=127.0.0.1): a QR code would lead phones nowhere (issue 38.7).
  const unreachable = useKitchenLinks()?.phones_can_reach === false;
  const qr = trpc.sessions.qr.useQuery({ code: session.code }, { enabled: !finished && !unreachable, staleTime: Infinity });
  return (
    <section className="card qr-card" aria-labelledby="qr-title">
      <h2 id="qr-title" className="card-title">
        {t('host.qr.title')}
      </h2>
      {finished ? (
        <p className="muted">{t('host.qr.ended')}</p>
      ) : unreachable ? (
        <Banner>{t('host.qr.unreachable')}</Banner>
      ) : qr.isPending ? (
        <Spinner label={t('host.qr.loading')} />
      ) : qr.isError ? (
        <Banner>{t('host.qr.failed')}</Banner>
      ) : (
        <figure className="qr-figure">
          <img className="qr-image" src={`data:image/png;base64,${qr.data.qr_code_base64}`} alt={t('host.qr.alt', { code: session.code })} width={240} height={240} />
          <figcaption>
            {session.status === 'waiting' ? t('host.qr.captionWaiting') : t('host.qr.captionActive')}
          </figcaption>
        </figure>
      )}
      <p className="session-code-large" aria-label={t('host.qr.codeLabel', { code: session.code.split('').join(' ') })}>
        {session.code}
      </p>
      {qr.data && !unreachable && (
        <p className="join-url">
          <a href={qr.data.join_url}>{qr.data.join_url}</a>
        </p>
      )}
    </section>
  );
}
