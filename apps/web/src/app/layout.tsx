import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../ui';
import { useT } from '../i18n';
import { useAuth } from './auth';
import { Header } from './header';
import './tap-targets.css';

// Hosts only: its own chunk, never loaded on a cook's phone.
const HostHelpBanner = lazy(() => import('../features/help/HostHelpBanner').then((m) => ({ default: m.HostHelpBanner })));

export function Layout() {
  const auth = useAuth();
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      {auth.isHost && (
        <Suspense fallback={null}>
          <HostHelpBanner />
        </Suspense>
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Each screen is its own chunk: the cook path never downloads the host screens. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
