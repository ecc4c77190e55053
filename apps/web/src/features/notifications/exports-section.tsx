import {
  EXPORT_FORMAT_FILES,
  EXPORT_STATE_MESSAGES,
  EXPORT_TEXT_MESSAGES,
  type ExportJob,
} from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { EXPORTS_ANCHOR } from '../../components/export-links';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { useExportJobs } from '../../lib/exports-api';
import { formatMediumDateTime } from '../../lib/format';
import { EXPORTS_TEXT } from './notifications-text';
import { SectionCard } from './section-card';

const stateClasses: Record<ExportJob['state'], string> = {
  queued: 'text-slate-700 dark:text-slate-300',
  running: 'text-slate-700 dark:text-slate-300',
  ready: 'text-emerald-800 dark:text-emerald-300',
  failed: 'text-red-800 dark:text-red-300',
  expired: 'text-slate-600 dark:text-slate-400',
};

function ExportItem({ job }: { job: ExportJob }) {
  const label = EXPORT_FORMAT_FILES[job.format].label;
  const { formatMessage: t } = useIntl();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">
          {label} · {job.filter}
        </p>
        <span className={`text-sm font-semibold ${stateClasses[job.state]}`}>
          {t(EXPORT_STATE_MESSAGES[job.state])}
        </span>
      </div>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        {job.rows !== null && <>{t(EXPORTS_TEXT.rows, { count: job.rows })} · </>}
        <time dateTime={job.created_at}>{formatMediumDateTime(job.created_at)}</time>
        {job.state === 'ready' && job.expires_at && (
          <> · {t(EXPORTS_TEXT.until, { time: formatMediumDateTime(job.expires_at) })}</>
        )}
      </p>
      {job.download_url && (
        <a
          href={job.download_url}
          download
          className="mt-1 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-300"
        >
          {t(EXPORT_TEXT_MESSAGES.download)}{' '}
          <span className="sr-only">
            {t(EXPORTS_TEXT.downloadName, { format: label, filter: job.filter })}
          </span>
        </a>
      )}
    </li>
  );
}

/** The user's prepared exports (large ones, made in the background): state, rows and link while valid. */
export function ExportsSection() {
  const jobs = useExportJobs();
  const { formatMessage: t } = useIntl();
  return (
    <div id={EXPORTS_ANCHOR} className="scroll-mt-24">
      <SectionCard title={t(EXPORT_TEXT_MESSAGES.listTitle)}>
        {jobs.isPending && <Spinner label={t(EXPORTS_TEXT.loading)} />}
        {jobs.isError && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {errorMessage(jobs.error, t(EXPORTS_TEXT.loadFailed))}
          </p>
        )}
        {jobs.data &&
          (jobs.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(EXPORT_TEXT_MESSAGES.listEmpty)}</p>
          ) : (
            <ul className="-my-3 divide-y divide-slate-200 dark:divide-slate-800">
              {jobs.data.map((job) => (
                <ExportItem key={job.id} job={job} />
              ))}
            </ul>
          ))}
      </SectionCard>
    </div>
  );
}
