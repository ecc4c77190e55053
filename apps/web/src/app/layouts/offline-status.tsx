import { OFFLINE_TEXTS } from '@outbreak-watch/domain';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button';
import { formatMediumDateTime } from '../../lib/format';
import { acceptAppUpdate, useAppUpdateAvailable } from '../../lib/offline/app-updates';
import { useQueuedReports } from '../../lib/offline/offline-reporting';
import { useOfflineState } from '../../lib/offline/saved-copies';
import { paths } from '../../lib/paths';

const barClasses = 'border-t px-4 py-2 text-sm sm:px-6 lg:px-8';

/**
 * "A new version is available — Reload": offered, never forced; the new version takes over only when
 * the person accepts (the report form's draft is kept on the device, so a reload loses nothing).
 */
export function UpdateBanner() {
  const isAvailable = useAppUpdateAvailable();
  return (
    <div aria-live="polite" className="empty:hidden">
      {isAvailable && (
        <div
          className={`${barClasses} flex flex-wrap items-center justify-center gap-3 border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-50`}
        >
          <span>{OFFLINE_TEXTS.updateAvailable}</span>
          <Button size="sm" onClick={acceptAppUpdate}>
            {OFFLINE_TEXTS.updateReload}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Reports kept on this device: a way to them from every page while the list is not empty. */
export function QueuedReportsBar() {
  const entries = useQueuedReports();
  if (entries.length === 0) return null;
  return (
    <div
      className={`${barClasses} border-amber-200 bg-amber-50 text-center text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50`}
    >
      <Link
        to={`${paths.reportAdd}#queued-reports`}
        className="font-semibold underline underline-offset-2 hover:no-underline"
      >
        {OFFLINE_TEXTS.headerLink(entries.length)}
      </Link>
    </div>
  );
}

/**
 * Offline: says so, and when this screen shows copies kept on the device, how old the oldest is
 * ("Saved copy from …, you are offline").
 */
export function OfflineNotice() {
  const { isOnline, copies } = useOfflineState();
  const location = useLocation();
  // Only the copies this screen is shown from.
  const screen = `${location.pathname}${location.search}`;
  const shown = copies.filter((copy) => copy.screen === screen);
  const oldest = shown
    .map((copy) => copy.savedAt)
    .filter((savedAt): savedAt is string => savedAt !== null)
    .sort()[0];
  const text =
    oldest !== undefined
      ? OFFLINE_TEXTS.savedCopy(formatMediumDateTime(oldest))
      : isOnline
        ? null
        : OFFLINE_TEXTS.offlineBanner;
  return (
    <div aria-live="polite" className="empty:hidden">
      {text !== null && (
        <p
          className={`${barClasses} border-slate-300 bg-slate-100 text-center text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100`}
        >
          {text}
        </p>
      )}
    </div>
  );
}
