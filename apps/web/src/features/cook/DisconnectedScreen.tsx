import { usePageTitle } from '../../app/page-title';
import { T, useT } from '../../i18n';
import { Button, Card } from '../../ui';

/** Shown when the host disconnects this cook: what happened and what they can do. */
export function DisconnectedScreen({ code, onLeave }: { code: string; onLeave: () => void }) {
  const t = useT();
  usePageTitle(t('cook.disconnected.pageTitle'));
  return (
    <div className="page page-narrow cook-page">
      <Card title={t('cook.disconnected.title')}>
        <p>
          <T id="cook.disconnected.text" values={{ code }} components={{ 0: <strong /> }} />
        </p>
        <p className="muted">{t('cook.disconnected.hint')}</p>
        <div className="card-actions">
          <Button onClick={onLeave}>{t('cook.disconnected.rejoin')}</Button>
        </div>
      </Card>
    </div>
  );
}
