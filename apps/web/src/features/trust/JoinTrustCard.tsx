import { T, useT } from '../../i18n';
import { Card } from '../../ui';
import './trust.css';

/** The join page's link to the Trust this kitchen page (a server page: a full load, not a route). */
export function JoinTrustCard() {
  const t = useT();
  const secure = globalThis.isSecureContext === true;
  return (
    <Card title={secure ? t('common.trust.joinSecureTitle') : t('common.trust.joinFirstTitle')} level={2}>
      <p>
        <T id={secure ? 'common.trust.joinSecureText' : 'common.trust.joinFirstText'} components={{ 0: <a href="/trust" /> }} />
      </p>
    </Card>
  );
}
