import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useAdminDashboard } from '../api/admin-work-api';
import { AuditEntryLine } from '../audit/audit-entry-line';
import { AdminCard, AdminPageTitle, LoadError } from '../components/admin-page';
import { WORK_TEXTS } from '../admin-texts';

const texts = WORK_TEXTS.dashboard;

function CountCard({ label, count, to }: { label: string; count: number; to: string }) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-400 hover:shadow dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
    >
      <span className="block text-3xl font-bold text-slate-950 tabular-nums dark:text-white">
        {formatCount(count)}
      </span>{' '}
      <span className="mt-1 block text-sm font-medium text-slate-700 dark:text-slate-300">{label}</span>
    </Link>
  );
}

/** `/admin/dashboard`: the work waiting (each count opens its queue) and the latest audit entries. */
export function AdminDashboardPage() {
  const { formatMessage: t } = useIntl();
  const dashboard = useAdminDashboard();

  return (
    <>
      <AdminPageTitle title={t(texts.title)} intro={t(texts.intro)} />
      {dashboard.isPending ? (
        <Spinner label={t(texts.loading)} className="py-16" />
      ) : dashboard.isError ? (
        <LoadError
          message={errorMessage(dashboard.error, t(texts.loadError))}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <CountCard
              label={t(texts.unconfirmed)}
              count={dashboard.data.unconfirmed_outbreaks}
              to={paths.adminOutbreaks}
            />
            <CountCard
              label={t(texts.unverified)}
              count={dashboard.data.unverified_users}
              to={paths.adminUsers}
            />
            <CountCard
              label={t(texts.suspended)}
              count={dashboard.data.suspended_users}
              to={paths.adminUsers}
            />
            <CountCard
              label={t(texts.hidden)}
              count={dashboard.data.hidden_comments}
              to={`${paths.adminModeration}?visibility=hidden`}
            />
          </div>
          <AdminCard className="mt-8 p-5">
            <div className="flex items-baseline justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{t(texts.recent)}</h2>
              <Link
                to={paths.adminAudit}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {t(texts.allAudit)}
              </Link>
            </div>
            {dashboard.data.recent_audit.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t(texts.noAudit)}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {dashboard.data.recent_audit.map((entry) => (
                  <AuditEntryLine key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </AdminCard>
        </>
      )}
    </>
  );
}
