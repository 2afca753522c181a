import { memo } from 'react';
import type { SessionView } from '@brigade/contracts';
import { useT } from '../../i18n';

/** The cook's paused screen (issue 12): shown while the host has paused the session. */
export const PausedNotice = memo(function PausedNotice({ session }: { session: SessionView }) {
  const t = useT();
  if (!session.paused_at || session.status !== 'active') return null;
  return (
    <section className="card cook-paused" role="status" aria-live="polite" aria-labelledby="cook-paused-title">
      <h2 id="cook-paused-title" className="card-title">
        {t('cook.paused.title')}
      </h2>
      <p>{t('cook.paused.text')}</p>
    </section>
  );
});
