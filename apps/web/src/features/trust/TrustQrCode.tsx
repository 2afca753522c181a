import { useKitchenLinks } from '../../app/kitchen-links';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import './trust.css';

/**
 * The host's second QR code (issue 25): the Trust this kitchen page, for a phone that has not
 * installed the kitchen certificate yet. Shown when the kitchen has HTTPS to trust.
 */
export function TrustQrCode() {
  const t = useT();
  const links = useKitchenLinks();
  const shown = Boolean(links && (links.kitchen_ca || links.secure_url));
  const qr = trpc.server.trustQr.useQuery(undefined, { enabled: shown, staleTime: Infinity });
  if (!shown || !qr.data) return null;
  return (
    <section className="card qr-card trust-qr-card" aria-labelledby="trust-qr-title">
      <h2 id="trust-qr-title" className="card-title">
        {t('account.trust.qrTitle')}
      </h2>
      <figure className="qr-figure">
        <img className="qr-image trust-qr-image" src={`data:image/png;base64,${qr.data.qr_code_base64}`} alt={t('account.trust.qrAlt')} width={200} height={200} />
        <figcaption>{t('account.trust.qrCaption')}</figcaption>
      </figure>
      <p className="join-url">
        <a href={qr.data.trust_url}>{qr.data.trust_url}</a>
      </p>
    </section>
  );
}
