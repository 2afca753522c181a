import { memo } from 'react';
import type { SessionView } from '@brigade/contracts';

/** The cook's paused screen (issue 12): shown while the host has paused the session. */
export const PausedNotice = memo(function PausedNotice({ session }: { session: SessionView }) {
  if (!session.paused_at || session.status !== 'active') return null;
  return (
    <section className="card cook-paused" role="status" aria-live="polite" aria-labelledby="cook-paused-title">
      <h2 id="cook-paused-title" className="card-title">
        Paused
      </h2>
      <p>The host paused the kitchen. Timers are frozen and no new tasks come until cooking resumes.</p>
    </section>
  );
});
