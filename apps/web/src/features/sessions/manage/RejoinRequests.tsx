import type { RejoinRequest, SessionView } from '@brigade/contracts';
import { useState } from 'react';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../ui';
import { formatClock } from '../format';

/**
 * Cooks the host may let back in (issue 12 point 3): a removed cook who asked to rejoin, another
 * phone asking for an away cook's name, and every removed cook. 'Let … rejoin' approves the next
 * join with that name once. Re-read when a refused join asks (notification rejoin_requested).
 */
export function RejoinRequests({ session }: { session: SessionView }) {
  const code = session.code;
  const running = session.status === 'waiting' || session.status === 'active';
  const query = trpc.live.rejoinRequests.useQuery({ code }, { enabled: running });
  const requests = query.data?.requests ?? [];
  if (!running || requests.length === 0) return null;
  const asking = requests.filter((r) => r.requested_at && !r.allowed);
  return (
    <section className="card rejoin-requests" aria-labelledby="rejoin-title" role={asking.length > 0 ? 'alert' : undefined}>
      <h2 id="rejoin-title" className="card-title">
        {asking.length > 0 ? 'Asking to rejoin' : 'Removed cooks'}
      </h2>
      <ul className="rejoin-list">
        {requests.map((r) => (
          <RejoinItem key={r.participant_id} code={code} request={r} onDone={() => void query.refetch()} />
        ))}
      </ul>
    </section>
  );
}

function describe(r: RejoinRequest): string {
  if (r.kind === 'away') return `Someone on another phone asks to cook as ${r.display_name}, who is away.`;
  return r.requested_at ? `${r.display_name} was removed and asks to rejoin.` : `${r.display_name} was removed.`;
}

function RejoinItem({ code, request: r, onDone }: { code: string; request: RejoinRequest; onDone: () => void }) {
  const allow = trpc.live.allowRejoin.useMutation();
  const [error, setError] = useState<string | null>(null);
  const label = r.kind === 'away' ? `Let them cook as ${r.display_name}` : `Let ${r.display_name} rejoin`;
  return (
    <li data-participant={r.participant_id}>
      <p>
        {describe(r)}
        {r.requested_at && <span className="muted"> Asked at {formatClock(r.requested_at)}.</span>}
      </p>
      {r.allowed ? (
        <p className="rejoin-allowed" role="status">
          Allowed: {r.kind === 'away' ? `the next phone that joins as ${r.display_name} takes the place.` : `${r.display_name} can join again with the code.`}
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
              { onSuccess: onDone, onError: (e) => setError(serverMessage(e) ?? 'Failed to allow the rejoin') },
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
