import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../ui';
import { Header } from './header';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Each screen is its own chunk: the cook path never downloads the host screens. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
