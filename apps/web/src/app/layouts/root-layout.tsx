import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../page-title';
import { Footer } from './footer';
import { Header } from './header';
import { PrintFooter } from './print-footer';
import { useIntl } from '../../lib/i18n/use-intl';
import { SHELL_MESSAGES } from '../messages';

function AppShell({ children }: { children: ReactNode }) {
  usePageTitle();
  const { formatMessage: t } = useIntl();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md print:hidden bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 dark:bg-slate-900 dark:text-brand-200"
      >
        {t(SHELL_MESSAGES.skipToContent)}
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never moves it
          into view or out of it (a layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none print:min-h-0">
        {children}
      </main>
      <Footer />
      <PrintFooter />
      <ScrollRestoration />
    </div>
  );
}

/** The one root layout: header, navigation and footer around the current screen. */
export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Shown while the first screen's code loads. */
export function RootLoading() {
  const { formatMessage: t } = useIntl();
  return (
    <AppShell>
      <Spinner label={t(SHELL_MESSAGES.loadingPage)} className="py-24" />
    </AppShell>
  );
}
