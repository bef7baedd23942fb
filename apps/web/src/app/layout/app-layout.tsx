import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { PageErrorBoundary } from '../error-boundary';
import { Footer } from './footer';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { PageLoader } from './page-loader';
import { useScrollRestoration } from './use-scroll-restoration';
import { TopBar } from './top-bar';

// The drawer carries the back office's links and counts: it loads the first time it is opened.
const NavDrawer = lazyWithReload(() => import('./nav-drawer'), 'NavDrawer');

export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  useScrollRestoration();

  return (
    <div className="app-layout">
      <GlobalStyles styles={appLayoutStyles} />
      <a className="app-layout__skip" href="#main">
        Skip to content
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

/** Plain elements styled by class (decision 011): every page draws the layout as it loads. */
function appLayoutStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, shape, zIndex } = theme;
  return {
    '.app-layout': { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
    '.app-layout__skip': {
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: zIndex.tooltip,
      padding: '8px 16px',
      backgroundColor: palette.background.paper,
      borderRadius: shape.borderRadius,
      '&:focus': { top: 8 },
    },
    '.app-layout__main': {
      flexGrow: 1,
      minHeight: '100dvh',
      padding: '16px 0',
      outline: 'none',
      [breakpoints.up('md')]: { padding: '32px 0' },
    },
  };
}
