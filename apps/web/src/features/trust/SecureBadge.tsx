import type { ParticipantView } from '@brigade/contracts';
import './trust.css';

/**
 * Beside a cook's name on the host's cook list: whether their phone is on a secure connection
 * (HTTPS it trusts: the screen stays on, the cook page reloads without Wi-Fi). Nothing until it connects.
 */
export function SecureBadge({ participant }: { participant: Pick<ParticipantView, 'secure_connection'> }) {
  if (participant.secure_connection === null || participant.secure_connection === undefined) return null;
  return participant.secure_connection ? (
    <span className="badge badge-secure" data-secure="true" title="This phone opened Brigade over HTTPS it trusts: its screen stays on and the cook page reloads without Wi-Fi">
      Secure
    </span>
  ) : (
    <span className="badge badge-plain" data-secure="false" title="This phone is on plain HTTP: its screen may lock, and a reload needs Wi-Fi. The trust page's QR code sets it up">
      Not secure
    </span>
  );
}
