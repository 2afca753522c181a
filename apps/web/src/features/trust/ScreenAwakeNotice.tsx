import { memo } from 'react';
import { useKitchenLinks } from '../../app/kitchen-links';
import { T } from '../../i18n';
import type { ScreenAwake } from '../cook/screen-awake';
import './trust.css';

/**
 * The cook page's one line when this phone can keep its screen on neither way (issue 25): what may
 * happen, how to keep it on, and where the kitchen's secure address is; or, when the Wake Lock
 * waits for a tap (issue 35), "Tap once to keep the screen on".
 */
export const ScreenAwakeNotice = memo(function ScreenAwakeNotice({ state, code }: { state: ScreenAwake; code: string }) {
  const unavailable = state === 'unavailable';
  const links = useKitchenLinks(unavailable);
  // The Wake Lock waits for a tap (WebKit after a reload): one line says so, until that tap.
  if (state === 'lock-needs-tap') {
    return (
      <p className="trust-line" role="note" data-testid="screen-awake-tap">
        <T id="common.trust.awakeTap" />
      </p>
    );
  }
  if (!unavailable) return null;
  const plain = globalThis.isSecureContext !== true;
  const secure = plain && links?.secure_url ? `${links.secure_url}/join?code=${encodeURIComponent(code)}` : null;
  return (
    <p className="trust-line" role="note" data-testid="screen-awake-line">
      {secure ? (
        <T id="common.trust.awakeSecure" components={{ 0: <a href={secure} />, 1: <a href={links!.trust_url} /> }} />
      ) : plain && links ? (
        <T id="common.trust.awakeTrust" components={{ 0: <a href={links.trust_url} /> }} />
      ) : (
        <T id="common.trust.awakeOnly" />
      )}
    </p>
  );
});
