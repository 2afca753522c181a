import type { ParticipantView } from '@brigade/contracts';
import { useT } from '../../i18n';
import './trust.css';

/**
 * Beside a cook's name on the host's cook list: whether their phone is on a secure connection
 * (HTTPS it trusts: the screen stays on, the cook page reloads without Wi-Fi). Nothing until it connects.
 */
export function SecureBadge({ participant }: { participant: Pick<ParticipantView, 'secure_connection'> }) {
  const t = useT();
  if (participant.secure_connection === null || participant.secure_connection === undefined) return null;
  return participant.secure_connection ? (
    <span className="badge badge-secure" data-secure="true" title={t('account.trust.secureTitle')}>
      {t('account.trust.secure')}
    </span>
  ) : (
    <span className="badge badge-plain" data-secure="false" title={t('account.trust.notSecureTitle')}>
      {t('account.trust.notSecure')}
    </span>
  );
}
