import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@halwai/domain';
import { onSessionExpired } from '../lib/api-client';
import { paths } from '../lib/paths';
import { takeTurn } from '../lib/ui/draw-in-turn';
import { PageErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { AppRoutes } from './routes';

/** The server refused the stored token: it is already cleared, so send staff to sign in again. */
function SignInAgainOnExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionExpired(() =>
        navigate(paths.adminLogin, { replace: true, state: { message: MESSAGES.sessionExpired, from: location } }),
      ),
    [navigate, location],
  );
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for a turn of its own, so evaluating the scripts and rendering the page are
// two tasks rather than one long one on a slow phone.
takeTurn(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <SignInAgainOnExpiry />
          {/* Catches a layout that fails; the layout itself catches a failing page. */}
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
