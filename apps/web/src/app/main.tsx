import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@halwai/domain';
import { chooseLanguage } from '../i18n/choose-language';
import { loadStorefrontWords, startI18n } from '../i18n/i18n';
import { loadDevanagariFont } from '../i18n/devanagari-font';
import { followLanguageOnPage, rememberLanguage, storedLanguage } from '../i18n/page-language';
import { onSessionExpired } from '../lib/api-client';
import { paths } from '../lib/paths';
import { firstScreenReady } from '../lib/first-screen';
import { seedShopInfo } from '../lib/use-shop-info';
import { whenIdle } from '../lib/when-idle';
import { PageErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { createQueryClient } from './query-client';
import { AppRoutes, routes } from './routes';

/**
 * The server refused the stored token: it is already cleared, so send staff to sign in again. The
 * sign-in page says the notice in its language.
 */
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

const queryClient = createQueryClient();
seedShopInfo(queryClient);

const { language, fromLink } = chooseLanguage(window.location.search, storedLanguage(), navigator.languages);
if (fromLink) rememberLanguage(language);
const wordsReady = startI18n(language).then(() => followLanguageOnPage());
const fontReady = language === 'hi' ? loadDevanagariFont() : null;

// The page is drawn once what it first shows is here (its words, the answers its HTML asked for, its
// code): drawn once, rather than as loading placeholders and then again.
void Promise.all([wordsReady, fontReady, firstScreenReady(queryClient, routes, window.location.pathname)]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <SignInAgainOnExpiry />
          {/* Catches a layout that fails; the layout itself catches a failing page. */}
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  whenIdle(() => void loadStorefrontWords().catch(() => undefined), 2_000);
});

registerServiceWorker();
