import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
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
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
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
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100dvh', py: { xs: 2, md: 4 }, outline: 'none' }}
      >
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {/* Below the first screen: it waits for the page's first turn (a short task on a slow phone). */}
      <DrawInTurn>
        <Footer />
      </DrawInTurn>
    </Box>
  );
}
