import type { RejoinRequest, SessionView } from '@brigade/contracts';
import { useState } from 'react';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../ui';
import { useFormat, useT, type Translate } from '../../../i18n';

/**
 * Cooks the host may let back in (issue 12 point 3): a removed cook who asked to rejoin, another
 * phone asking for an away cook's name, and every removed cook. 'Let … rejoin' approves the next
 * join with that name once. Re-read when a refused join asks (notification rejoin_requested).
 */
export function RejoinRequests({ session }: { session: SessionView }) {
  const t = useT();
  const code = session.code;
  const running = session.status === 'waiting' || session.status === 'active';
  const query = trpc.live.rejoinRequests.useQuery({ code }, { enabled: running });
  const requests = query.data?.requests ?? [];
  if (!running || requests.length === 0) return null;
  const asking = requests.filter((r) => r.requested_at && !r.allowed);
  return (
    <section className="card rejoin-requests" aria-labelledby="rejoin-title" role={asking.length > 0 ? 'alert' : undefined}>
      <h2 id="rejoin-title" className="card-title">
        {asking.length > 0 ? t('host.rejoin.asking') : t('host.rejoin.removedTitle')}
      </h2>
      <ul className="rejoin-list">
        {requests.map((r) => (
          <RejoinItem key={r.participant_id} code={code} request={r} onDone={() => void query.refetch()} />
        ))}
      </ul>
    </section>
  );
}

function describe(t: Translate, r: RejoinRequest): string {
  const name = r.display_name;
  if (r.kind === 'away') return t('host.rejoin.away', { name });
  return r.requested_at ? t('host.rejoin.removedAsks', { name }) : t('host.rejoin.removed', { name });
}

function RejoinItem({ code, request: r, onDone }: { code: string; request: RejoinRequest; onDone: () => void }) {
  const t = useT();
  const f = useFormat();
  const allow = trpc.live.allowRejoin.useMutation();
  const [error, setError] = useState<string | null>(null);
  const label = r.kind === 'away' ? t('host.rejoin.letAway', { name: r.display_name }) : t('host.rejoin.let', { name: r.display_name });
  return (
    <li data-participant={r.participant_id}>
      <p>
        {describe(t, r)}
        {r.requested_at && <span className="muted"> {t('host.rejoin.askedAt', { time: f.clock(r.requested_at) })}</span>}
      </p>
      {r.allowed ? (
        <p className="rejoin-allowed" role="status">
          {r.kind === 'away' ? t('host.rejoin.allowedAway', { name: r.display_name }) : t('host.rejoin.allowed', { name: r.display_name })}
        </p>
      ) : (
        <Button
          variant="secondary"
          className="button-small"
          busy={allow.isPending}
          onClick={() => {
            setError(null);
            allow.mutate(
              { code, participantId: r.participant_id },
              { onSuccess: onDone, onError: (e) => setError(serverMessage(e, t) ?? t('host.rejoin.failed')) },
            );
          }}
        >
          {label}
        </Button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
