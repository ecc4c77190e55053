import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { useSignals } from '../../lib/signals-api';
import { SignalDetail } from './signal-detail';
import { SignalFilterBar } from './signal-filter-bar';
import {
  readSelectedSignal,
  readSignalFilters,
  signalSearchParams,
  type SignalFilters,
} from './signal-filters';
import { SIGNALS_TEXTS } from './signal-format';
import { SignalTable } from './signal-table';

/**
 * `/signals`: the current weeks whose counts exceeded a detection threshold, filtered by country,
 * disease, method and measure; a chosen signal shows its series chart and its week's reports. Filters
 * and the chosen signal live in the URL, so a view can be shared.
 */
export function SignalsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readSignalFilters(params);
  const selected = readSelectedSignal(params);
  const query = useSignals(filters);
  const signals = query.data?.signals;
  const isFiltered = Object.keys(filters).length > 0;

  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the details only after a choice made here, never when a shared link opens them.
  const shouldFocus = useRef(false);
  useEffect(() => {
    if (selected === null || !shouldFocus.current) return;
    shouldFocus.current = false;
    headingRef.current?.focus();
  }, [selected]);

  const apply = (next: SignalFilters) =>
    setParams(signalSearchParams(next), { replace: true, preventScrollReset: true });
  const close = () => {
    setParams(signalSearchParams(filters), { replace: true, preventScrollReset: true });
    document.querySelector<HTMLElement>(`a[href$="signal=${selected}"]`)?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
          {SIGNALS_TEXTS.title}
        </h1>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 dark:text-slate-300">{SIGNALS_TEXTS.intro}</p>
      </div>
      <SignalFilterBar filters={filters} onChange={apply} onReset={() => apply({})} />

      {query.isPending && <Spinner label={SIGNALS_TEXTS.loading} className="py-16" />}
      {query.isError && (
        <LoadError
          title="Signals could not be loaded"
          message={errorMessage(query.error, SIGNALS_TEXTS.loadFailed)}
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
              Current signals
            </h2>
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {signals.length === 0
                ? isFiltered
                  ? SIGNALS_TEXTS.emptyFiltered
                  : SIGNALS_TEXTS.empty
                : `${formatCount(signals.length)} ${signals.length === 1 ? 'signal' : 'signals'}, the largest excess first. Choose a series to see its chart.`}
            </p>
          </div>
          {signals.length > 0 && (
            <SignalTable
              signals={signals}
              selectedId={selected}
              linkTo={(id) => `?${signalSearchParams(filters, id).toString()}`}
              onOpen={() => (shouldFocus.current = true)}
            />
          )}
        </section>
      )}
      {selected !== null && <SignalDetail id={selected} onClose={close} headingRef={headingRef} />}
    </div>
  );
}
