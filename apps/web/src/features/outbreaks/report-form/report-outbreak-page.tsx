import { canReportOutbreaks } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { reportQueue, sendQueuedReports, useQueuedReports } from '../../../lib/offline/offline-reporting';
import type { QueuedReport } from '../../../lib/offline/queue-storage';
import { useOfflineState } from '../../../lib/offline/saved-copies';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { QUEUED_REPORTS_ID, QueuedReports } from './queued-reports';
import { REPORT_FORM_TEXT as TEXT } from './messages';
import { ReportForm } from './report-form';

function BackArrowIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 rtl:-scale-x-100">
      <path
        fillRule="evenodd"
        d="M17 10a.75.75 0 0 1-.75.75H5.6l4.16 3.7a.75.75 0 1 1-1 1.12l-5.5-4.9a.75.75 0 0 1 0-1.12l5.5-4.9a.75.75 0 1 1 1 1.12L5.6 9.25h10.65A.75.75 0 0 1 17 10Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function NotReporter() {
  const { formatMessage: t } = useIntl();
  return (
    <Alert tone="info" title={t(TEXT.notReporterTitle)}>
      <p>{t(TEXT.notReporter)}</p>
      <p className="mt-2">
        {t(TEXT.contactTeam, {
          link: (chunks) => (
            <Link to={paths.contact} className="font-semibold underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={paths.reports} size="sm">
          {t(TEXT.browseReports)}
        </ButtonLink>
        <ButtonLink to={paths.map} size="sm" variant="secondary">
          {t(TEXT.openMap)}
        </ButtonLink>
      </div>
    </Alert>
  );
}

/** `/reports/add` (behind RequireAuth): the form for reporters and admins, an explanation for others. */
export function ReportOutbreakPage() {
  const { user } = useSession();
  const { formatMessage: t } = useIntl();
  const mayReport = canReportOutbreaks(user?.role_id);
  const queued = useQueuedReports();
  const { isOnline } = useOfflineState();
  const [fixing, setFixing] = useState<QueuedReport | undefined>(undefined);
  const showQueue = () => document.getElementById(QUEUED_REPORTS_ID)?.focus();
  const fix = (entry: QueuedReport) => {
    setFixing(entry);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to={paths.reports}
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-950 dark:text-brand-300 dark:hover:text-brand-100"
      >
        <BackArrowIcon />
        {t(TEXT.back)}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white">
        {t(TEXT.title)}
      </h1>
      {mayReport && (
        <p className="mt-2 text-pretty text-slate-700 dark:text-slate-300">
          {t(TEXT.intro, {
            mark: (chunks) => <span aria-hidden="true">{chunks}</span>,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </p>
      )}

      <div className="mt-6 space-y-6">
        {!mayReport ? (
          <NotReporter />
        ) : (
          <>
            {user?.is_verified === false && (
              <Alert tone="info" title={t(TEXT.unverifiedTitle)}>
                {t(TEXT.unverified)}
              </Alert>
            )}
            <ReportForm key={fixing?.key ?? 'new'} fixing={fixing} onQueued={() => setTimeout(showQueue)} />
          </>
        )}
        <QueuedReports
          entries={queued}
          isOnline={isOnline}
          onSendNow={() => void sendQueuedReports()}
          onFix={fix}
          onRemove={(entry) => {
            if (entry.key === fixing?.key) setFixing(undefined);
            void reportQueue.remove(entry.key);
          }}
        />
      </div>
    </div>
  );
}
