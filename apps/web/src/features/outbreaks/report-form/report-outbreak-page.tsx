import { canReportOutbreaks } from '@outbreak-watch/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { reportQueue, sendQueuedReports, useQueuedReports } from '../../../lib/offline/offline-reporting';
import type { QueuedReport } from '../../../lib/offline/queue-storage';
import { useOfflineState } from '../../../lib/offline/saved-copies';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { QUEUED_REPORTS_ID, QueuedReports } from './queued-reports';
import { ReportForm } from './report-form';

export const REPORT_PAGE_TEXTS = {
  title: 'Report New Disease Outbreak',
  notReporterTitle: 'Reporting is for reporter accounts',
  notReporter:
    'Only reporters can report outbreaks. Your account is a blogger account: you can follow outbreaks on the map, read every report and take part in the discussions, but not file reports.',
  unverifiedTitle: 'Verify your email address first',
  unverified:
    'Reports are accepted only from reporters whose email address is verified. Open the link in the verification email we sent you, then submit this form.',
} as const;

function BackArrowIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path
        fillRule="evenodd"
        d="M17 10a.75.75 0 0 1-.75.75H5.6l4.16 3.7a.75.75 0 1 1-1 1.12l-5.5-4.9a.75.75 0 0 1 0-1.12l5.5-4.9a.75.75 0 1 1 1 1.12L5.6 9.25h10.65A.75.75 0 0 1 17 10Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function NotReporter() {
  return (
    <Alert tone="info" title={REPORT_PAGE_TEXTS.notReporterTitle}>
      <p>{REPORT_PAGE_TEXTS.notReporter}</p>
      <p className="mt-2">
        If you are a healthcare professional and need to report outbreaks,{' '}
        <Link to={paths.contact} className="font-semibold underline underline-offset-2">
          contact the team
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={paths.reports} size="sm">
          Browse reports
        </ButtonLink>
        <ButtonLink to={paths.map} size="sm" variant="secondary">
          Open the map
        </ButtonLink>
      </div>
    </Alert>
  );
}

/** `/reports/add` (behind RequireAuth): the form for reporters and admins, an explanation for others. */
export function ReportOutbreakPage() {
  const { user } = useSession();
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
        Back to reports
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white">
        {REPORT_PAGE_TEXTS.title}
      </h1>
      {mayReport && (
        <p className="mt-2 text-pretty text-slate-700 dark:text-slate-300">
          A new report is shown as unconfirmed until the verification team has checked it. Fields marked{' '}
          <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      )}

      <div className="mt-6 space-y-6">
        {!mayReport ? (
          <NotReporter />
        ) : (
          <>
            {user?.is_verified === false && (
              <Alert tone="info" title={REPORT_PAGE_TEXTS.unverifiedTitle}>
                {REPORT_PAGE_TEXTS.unverified}
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
