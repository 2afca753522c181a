import './header.css';
import { Link } from 'react-router-dom';
import { useAuth } from './auth';
import { UserMenu } from './user-menu';
import { LanguageSwitch, useLanguage, useT } from '../i18n';

export function Header() {
  const auth = useAuth();
  const t = useT();
  const language = useLanguage();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {t('common.brand')}
        </Link>
        <div className="site-header-actions">
          {/* On a phone the switch reads 'DE': the list still names each language in full (header.css). */}
          <span className="header-language">
            <span className="header-language-code" aria-hidden="true">
              {language.toUpperCase()}
            </span>
            <LanguageSwitch compact />
          </span>
          {auth.loading ? null : auth.isAuthenticated ? (
            <UserMenu />
          ) : (
            <>
              <Link to="/login" className="header-link">
                {t('common.header.login')}
              </Link>
              <Link to="/register?type=host" className="button button-primary button-small">
                {t('common.header.getStarted')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
