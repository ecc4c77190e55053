import { useIntl } from '../../../lib/i18n/use-intl';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAdminSettings } from '../api/admin-work-api';
import { AdminCard, AdminPageTitle, LoadError } from '../components/admin-page';
import { WORK_TEXTS } from '../admin-texts';
import { TableSizesCard } from './table-sizes-card';

const texts = WORK_TEXTS.settings;

/** `/admin/settings`: the running configuration, read-only, secrets only said to be set; the table sizes. */
export function AdminSettingsPage() {
  const { formatMessage: t } = useIntl();
  const settings = useAdminSettings();

  return (
    <>
      <AdminPageTitle title={t(texts.title)} intro={t(texts.intro)} />
      {settings.isPending ? (
        <Spinner label={t(texts.loading)} className="py-16" />
      ) : settings.isError ? (
        <LoadError
          message={errorMessage(settings.error, t(texts.loadError))}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <AdminCard>
          <dl className="divide-y divide-slate-200 dark:divide-slate-800">
            {settings.data.map((setting) => (
              <div key={setting.key} className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
                <dt>
                  <span className="block font-mono text-sm font-semibold break-all text-slate-950 dark:text-white">
                    {setting.key}
                  </span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300">
                    {setting.description}
                  </span>
                </dt>
                <dd className="text-sm break-all text-slate-900 sm:col-span-2 dark:text-slate-100">
                  {setting.value === null ? (
                    <span className="text-slate-700 italic dark:text-slate-300">{t(texts.notSet)}</span>
                  ) : setting.is_secret ? (
                    <span>{t(texts.secretSet)}</span>
                  ) : (
                    <span className="font-mono">{setting.value}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </AdminCard>
      )}
      <TableSizesCard />
    </>
  );
}
