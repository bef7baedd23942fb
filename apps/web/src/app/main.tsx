import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { MESSAGES } from '@halwai/domain';
import { onSessionExpired } from '../lib/api-client';
import { paths } from '../lib/paths';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { router } from './router';

// The server refused the stored token: it is already cleared, so send staff to sign in again.
onSessionExpired(() => {
  const from = router.state.location;
  void router.navigate(paths.adminLogin, { replace: true, state: { message: MESSAGES.sessionExpired, from } });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
