import type { QueuedReportState } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { formatMediumDateTime } from '../../../lib/format';
import type { QueuedReport } from '../../../lib/offline/queue-storage';
import { paths } from '../../../lib/paths';
import { QUEUE_TEXT as TEXT } from './messages';

/** The element the header's "Queued reports" link scrolls to. */
export const QUEUED_REPORTS_ID = 'queued-reports';

const stateStyles: Record<QueuedReportState, string> = {
  waiting:
    'bg-amber-100 text-amber-950 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  sending:
    'bg-brand-100 text-brand-950 ring-brand-300 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-700',
  sent: 'bg-green-100 text-green-950 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-700',
  refused: 'bg-red-100 text-red-950 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700',
};

/** Why a waiting report has not gone yet, from its last attempt. */
function waitingReason(entry: QueuedReport, isOnline: boolean) {
  if (!isOnline || entry.problem === undefined || entry.problem.status === 0) return TEXT.waitingOffline;
  if (entry.problem.status === 401) return TEXT.waitingSignIn;
  return TEXT.waitingRetry;
}

interface QueuedReportsProps {
  entries: QueuedReport[];
  isOnline: boolean;
  onSendNow: () => void;
  onFix: (entry: QueuedReport) => void;
  onRemove: (entry: QueuedReport) => void;
}

function QueuedReportItem({
  entry,
  isOnline,
  onFix,
  onRemove,
}: Omit<QueuedReportsProps, 'entries' | 'onSendNow'> & { entry: QueuedReport }) {
  const titleId = `queued-${entry.key}`;
  const { formatMessage: t } = useIntl();
  const named = {
    title: entry.title,
    hidden: (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>,
  };
  return (
    <li aria-labelledby={titleId} className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={titleId} className="font-semibold text-slate-950 dark:text-white">
          {entry.title}
        </p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateStyles[entry.state]}`}
        >
          {t(TEXT.stateLabel, { state: entry.state })}
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(TEXT.written, { date: formatMediumDateTime(entry.queuedAt) })}
      </p>
      {entry.state === 'waiting' && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(waitingReason(entry, isOnline))}</p>
      )}
      {entry.state === 'refused' && entry.problem && (
        <div className="text-sm text-red-800 dark:text-red-200">
          <p>{entry.problem.message}</p>
          {entry.problem.details.length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {entry.problem.details.map((detail) => (
                <li key={`${detail.field}:${detail.message}`}>
                  {detail.field}: {detail.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {entry.state === 'sent' && entry.outbreakId !== undefined && (
          <Link
            to={paths.details(entry.outbreakId)}
            className="inline-flex min-h-9 items-center rounded-md text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950 dark:text-brand-300 dark:hover:text-brand-100"
          >
            {t(TEXT.openSent, named)}
          </Link>
        )}
        {entry.state === 'refused' && (
          <Button size="sm" onClick={() => onFix(entry)}>
            {t(TEXT.openInForm, named)}
          </Button>
        )}
        {entry.state !== 'sending' && (
          <Button size="sm" variant="secondary" onClick={() => onRemove(entry)}>
            {t(entry.state === 'sent' ? TEXT.dismiss : TEXT.discard, named)}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The reports kept on this device and how each stands: waiting (and why), sending, sent (a link to
 * the stored report) or refused (the server's reason, to fix in the form or discard). Nothing is called
 * sent before the server has stored it.
 */
export function QueuedReports({ entries, isOnline, onSendNow, onFix, onRemove }: QueuedReportsProps) {
  const { formatMessage: t } = useIntl();
  if (entries.length === 0) return null;
  const hasWaiting = entries.some((entry) => entry.state === 'waiting');
  return (
    <section
      id={QUEUED_REPORTS_ID}
      tabIndex={-1}
      aria-labelledby={`${QUEUED_REPORTS_ID}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${QUEUED_REPORTS_ID}-title`}
          className="text-lg font-semibold text-slate-950 dark:text-white"
        >
          {t(TEXT.queueTitle)}
        </h2>
        {hasWaiting && isOnline && (
          <Button size="sm" variant="secondary" onClick={onSendNow}>
            {t(TEXT.sendNow)}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(TEXT.queueIntro)}</p>
      <ul aria-live="polite" className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {entries.map((entry) => (
          <QueuedReportItem
            key={entry.key}
            entry={entry}
            isOnline={isOnline}
            onFix={onFix}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  );
}
