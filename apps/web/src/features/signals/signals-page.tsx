import { isAdminRole } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Navigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSignals } from '../../lib/signals-api';
import { SignalFilterBar } from './signal-filter-bar';
import {
  readSelectedSignal,
  readSignalFilters,
  signalSearchParams,
  type SignalFilters,
} from './signal-filters';
import { SIGNALS_MESSAGES as M } from './messages';
import { signalsIntro } from './signal-format';
import { SignalTable } from './signal-table';

/**
 * `/signals`: the current series-weeks whose counts exceeded a detection threshold, one row each with
 * the methods that agree, filtered by country, disease, method, measure and confirmation (all kept in
 * the URL, so a view can be shared). Each signal opens its own page.
 */
export function SignalsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readSignalFilters(params);
  const legacySelected = readSelectedSignal(params);
  const { user } = useSession();
  const query = useSignals(filters);
  const signals = query.data?.signals;
  const isFiltered = Object.keys(filters).length > 0;
  const { formatMessage: t } = useIntl();

  const apply = (next: SignalFilters) =>
    setParams(signalSearchParams(next), { replace: true, preventScrollReset: true });

  // `?signal=ID` opened a signal on this page before each had its own.
  if (legacySelected !== null)
    return <Navigate to={paths.signal(legacySelected, filters.confirmed)} replace />;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
          {t(M.title)}
        </h1>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 dark:text-slate-300">{signalsIntro(t)}</p>
      </div>
      <SignalFilterBar
        filters={filters}
        isAdmin={isAdminRole(user?.role_id)}
        onChange={apply}
        onReset={() => apply({})}
      />

      {query.isPending && <Spinner label={t(M.loading)} className="py-16" />}
      {query.isError && (
        <LoadError
          title={t(M.loadFailedTitle)}
          message={errorMessage(query.error, t(M.loadFailed))}
          onRetry={() => void query.refetch()}
        />
      )}
      {signals && (
        <section
          aria-labelledby="current-signals"
          aria-busy={query.isFetching}
          className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <div className="border-b border-slate-200 px-4 py-4 dark:border-slate-800">
            <h2 id="current-signals" className="text-lg font-semibold text-slate-950 dark:text-white">
              {t(M.currentSignals)}
            </h2>
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {signals.length === 0
                ? isFiltered
                  ? t(M.emptyFiltered)
                  : t(M.empty)
                : t(M.count, { count: signals.length, confirmed: filters.confirmed ? 'yes' : 'no' })}
            </p>
          </div>
          {signals.length > 0 && (
            <SignalTable signals={signals} linkTo={(id) => paths.signal(id, filters.confirmed)} />
          )}
        </section>
      )}
    </div>
  );
}
