import type { ReactNode } from 'react';
import { usePageTitle } from '../app/page-title';
import { useT } from '../i18n';

interface ComingSoonProps {
  /** The screen's name, used as heading and page title. */
  title: string;
  children?: ReactNode;
}

/** Stand-in for a screen that a later change fills in. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  usePageTitle(title);
  const t = useT();
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="coming-soon">{t('common.comingSoon')}</p>
      {children}
    </div>
  );
}
