import { useIntl } from '../../../lib/i18n/use-intl';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { AdminCard, LoadError } from '../components/admin-page';
import { useTableSizes } from './api/get-table-sizes';

import { WORK_TEXTS } from '../admin-texts';

const texts = WORK_TEXTS.tableSizes;

/** The row counts of the purged tables, on the settings page. */
export function TableSizesCard() {
  const { formatMessage: t } = useIntl();
  const sizes = useTableSizes();

  return (
    <AdminCard className="mt-6">
      <div className="px-5 pt-4">
        <h2 id="table-sizes" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t(texts.title)}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(texts.intro)}</p>
      </div>
      {sizes.isPending ? (
        <Spinner label={t(texts.loading)} className="py-8" />
      ) : sizes.isError ? (
        <div className="p-5">
          <LoadError
            message={errorMessage(sizes.error, t(texts.loadError))}
            onRetry={() => void sizes.refetch()}
          />
        </div>
      ) : (
        <div className="overflow-x-auto p-5 pt-3">
          <table aria-labelledby="table-sizes" className="w-full text-start text-sm">
            <thead className="text-slate-700 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pe-4 font-semibold">
                  {t(texts.table)}
                </th>
                <th scope="col" className="py-2 pe-4 text-end font-semibold">
                  {t(texts.rows)}
                </th>
                <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                  {t(texts.purge)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {sizes.data.map((table) => (
                <tr key={table.name}>
                  <th scope="row" className="py-2 pe-4 align-top font-normal">
                    <span className="font-mono font-semibold whitespace-nowrap text-slate-950 dark:text-white">
                      {table.name}
                    </span>
                    {/* On a narrow screen the purge rule sits under the table's name, not in a third column. */}
                    <span className="mt-1 block text-slate-700 sm:hidden dark:text-slate-300">
                      {table.purge}
                    </span>
                  </th>
                  <td className="py-2 pe-4 text-end align-top text-slate-900 tabular-nums dark:text-slate-100">
                    {formatCount(table.rows)}
                  </td>
                  <td className="hidden py-2 align-top text-slate-700 sm:table-cell dark:text-slate-300">
                    {table.purge}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminCard>
  );
}
