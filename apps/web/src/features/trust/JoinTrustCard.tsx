import { Card } from '../../ui';
import './trust.css';

/** The join page's link to the Trust this kitchen page (a server page: a full load, not a route). */
export function JoinTrustCard() {
  const secure = globalThis.isSecureContext === true;
  return (
    <Card title={secure ? 'A secure connection' : 'First time on this phone?'} level={2}>
      <p>
        {secure
          ? 'This phone is on the kitchen\u2019s secure address: the screen stays on while you cook.'
          : 'Trust this kitchen once and the screen stays on while you cook, even when the Wi-Fi drops.'}{' '}
        <a href="/trust">Trust this kitchen</a>
      </p>
    </Card>
  );
}
