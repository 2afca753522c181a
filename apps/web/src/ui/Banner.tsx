import type { ReactNode } from 'react';
import { useT } from '../i18n';

interface BannerProps {
  kind?: 'error' | 'info' | 'success';
  children: ReactNode;
  onDismiss?: () => void;
}

/** A message above a form or list; errors are announced at once. */
export function Banner({ kind = 'error', children, onDismiss }: BannerProps) {
  const t = useT();
  return (
    <div className={`banner banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="banner-body">{children}</div>
      {onDismiss && (
        <button type="button" className="banner-dismiss" onClick={onDismiss} aria-label={t('common.dismiss')}>
          ×
        </button>
      )}
    </div>
  );
}
