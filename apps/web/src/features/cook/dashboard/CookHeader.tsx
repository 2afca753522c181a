import { memo } from 'react';
import { useT } from '../../../i18n';
import type { LiveStatus } from '../../live';
import { MyStation } from '../MyStation';

interface CookHeaderProps {
  title: string;
  code: string;
  cookName: string | null;
  station: string | null | undefined;
  status: LiveStatus;
}

/** The session's name, its code, who is cooking, the live dot and the fixed station. */
export const CookHeader = memo(function CookHeader({ title, code, cookName, station, status }: CookHeaderProps) {
  const t = useT();
  return (
    <header className="cook-header">
      <div className="cook-header-main">
        <h1 className="cook-header-title">{title}</h1>
        <p className="cook-header-meta">
          <span className="cook-code">{t('cook.header.code', { code })}</span>
          {cookName && <span>{t('cook.header.cookingAs', { name: cookName })}</span>}
          <span className={`live-dot live-dot-${status}`} role="img" aria-label={t('cook.header.live', { status })} />
          <MyStation station={station} />
        </p>
      </div>
    </header>
  );
});
