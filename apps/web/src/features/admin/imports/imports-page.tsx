import type { ImportJob } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import { IMPORTS_PAGE_SIZE, useImports } from '../api/imports-api';
import { AdminCard } from '../components/admin-page';
import { AdminListPage } from '../components/admin-list-page';
import { useUrlFilters } from '../use-url-filters';
import { hasReportsToSee, ImportStateBadge } from './import-state-badge';
import { isolated, resultWords } from './import-words';
import { UploadControl } from './upload-control';

const muted = 'text-slate-700 dark:text-slate-300';

/** `/admin/imports`: past imports, newest first, and the control that starts a new one. */
export function ImportsPage() {
  const { formatMessage: t } = useIntl();
  const { page, setPage } = useUrlFilters([]);
  const list = useImports(page);
  return (
    <AdminListPage
      title={t(texts.title)}
      intro={t(texts.intro)}
      summary={<UploadControl />}
      notice={null}
      list={list}
      texts={{ loading: t(texts.loading), loadError: t(texts.loadError), empty: t(texts.empty) }}
      items={(data) => data.items}
      itemKey={(job) => job.id}
      renderItem={(job) => <ImportCard job={job} />}
      page={page}
      onPage={setPage}
      hasMore={(data) => page * IMPORTS_PAGE_SIZE < data.total}
      total={(data) => ({
        count: data.total,
        perPage: IMPORTS_PAGE_SIZE,
        noun: (count) => t(texts.imports, { count }),
      })}
    />
  );
}

/** The hash's name: an algorithm's, the same in every language. */
const HASH = 'SHA-256';

function ImportCard({ job }: { job: ImportJob }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <AdminCard className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.adminImport(job.id)}
          className="font-semibold break-all text-brand-700 hover:underline dark:text-brand-300"
        >
          {job.filename}
        </Link>
        <ImportStateBadge state={job.state} />
        <time dateTime={job.created_at} className={`ms-auto text-xs ${muted}`}>
          {formatDateTime(job.created_at)}
        </time>
      </div>
      <p className={`mt-1 text-sm break-words ${muted}`}>
        {job.created_by ? t(texts.by, { name: isolated(intl, job.created_by.name) }) : t(texts.byNobody)} ·{' '}
        {t(texts.rows, { count: job.row_count })}
        {job.result && <> · {resultWords(intl, job.result)}</>}
        {hasReportsToSee(job) && (
          <>
            {' · '}
            <Link
              to={paths.importReports(job.id)}
              className="text-brand-700 underline hover:no-underline dark:text-brand-300"
            >
              {t(texts.itsReports, { count: job.result!.added })}
            </Link>
          </>
        )}
      </p>
      <p className={`mt-1 text-xs ${muted}`}>
        {HASH}{' '}
        <code className="font-mono" title={job.sha256}>
          {job.sha256.slice(0, 12)}…
        </code>
      </p>
    </AdminCard>
  );
}
