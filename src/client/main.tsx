import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { markSessionFrozen } from './api/session';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/app';
import { installGlobalErrorHandler } from './app/global-errors';
import { activateLocale, initialLocale } from './i18n/locale';
import { AppRoutes, preloadScreenAt } from './routes';
import './styles.css';

installGlobalErrorHandler();

// A student whose call answers 403 ACCOUNT_FROZEN anywhere sees only /frozen.
const queryClient = createQueryClient({
  onAccountFrozen: () => {
    markSessionFrozen(queryClient);
    if (window.location.pathname !== '/frozen') navigate('/frozen');
  },
  // A student still on the teacher's temporary password must choose their own before anything else.
  onPasswordChangeRequired: () => {
    if (window.location.pathname !== '/change-password') navigate('/change-password');
  },
});

preloadScreenAt(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The first paint is in the person's language: English is already here; another language's
// catalogue is fetched first (alongside the screen's code, already asked for above). If that fails
// (offline), the page opens in English.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
activateLocale(initialLocale())
  .catch(() => activateLocale('en'))
  .then(render, render);
