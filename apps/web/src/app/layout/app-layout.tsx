import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import Box from '@mui/material/Box';
import { Footer } from './footer';
import { NavDrawer } from './nav-drawer';
import { PageLoader } from './page-loader';
import { TopBar } from './top-bar';

export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);

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
      <TopBar onMenuClick={() => setDrawerOpen(true)} />
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      {/* A new page opens at its top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
    </Box>
  );
}
