import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { PageErrorBoundary } from '../error-boundary';
import { Footer } from './footer';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';
import { PageLoader } from './page-loader';
import { useScrollRestoration } from './use-scroll-restoration';
import { TopBar } from './top-bar';

// The drawer carries the back office's links and counts: it loads the first time it is opened.
// The drawer's words (`nav`) come with its code: both after the first screen.
const NavDrawer = lazyWithTheme(() => Promise.all([import('./nav-drawer'), i18n.loadNamespaces('nav')]).then(([module]) => module), 'NavDrawer');

export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  useScrollRestoration();

  return (
    <div className="app-layout">
      <a className="app-layout__skip" href="#main">
        {t('topBar.skipToContent')}
      </a>
      <TopBar
        onMenuClick={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {/* At least a screen high, so the footer never shows in the first view and then jumps down as the page arrives. */}
      <main className="app-layout__main" id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {/* Below the first screen: it waits for the page's first turn (a short task on a slow phone). */}
      <DrawInTurn>
        <Footer />
      </DrawInTurn>
    </div>
  );
}
