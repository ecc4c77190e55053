import { isAdminRole, SIGNAL_ALGORITHM_NAMES, type SignalDetail } from '@outbreak-watch/domain';
import { lazy, Suspense, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { CompactOutbreakTable } from '../../components/compact-outbreak-table';
import { FollowButton } from '../../components/follow-button';
import { LoadError } from '../../components/load-error';
import { LocalErrorBoundary } from '../../components/local-error-boundary';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatCount, formatDecimal, formatLocation, formatMediumDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSignal } from './api/get-signal';
import { formatExpected, MEASURE_LABELS, seriesName, SIGNALS_TEXTS } from './signal-format';
import { SignalMethods, SignalStatusBadge } from './signal-status';
import { SignalTriageForm } from './signal-triage-form';

// Recharts is fetched with the chart, after the signal's numbers are on screen.
const SignalChart = lazy(() => import('./signal-chart'));

const chartPlaceholder = <div className="h-96 rounded-xl bg-slate-100 dark:bg-slate-800/50" />;
const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Figures({ signal }: { signal: SignalDetail['signal'] }) {
  const reference = signal.reference;
  if (!reference)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{SIGNALS_TEXTS.noMethod}</p>;
  const figures: [string, string][] = [
    ['Observed', formatCount(reference.observed)],
    ['Expected', formatExpected(reference.expected)],
    ['Threshold', formatDecimal(reference.threshold)],
    ['Reference method', SIGNAL_ALGORITHM_NAMES[reference.algorithm]],
    ['Measure', MEASURE_LABELS[reference.measure]],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-950 tabular-nums dark:text-white">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Follow the signal's country and disease; the disease's name leads to its page. */
function SignalFollows({ signal }: { signal: SignalDetail['signal'] }) {
  return (
    <div className="mt-4 flex flex-wrap items-start gap-x-4 gap-y-2">
      {signal.country_id !== null && signal.country_name !== null && (
        <FollowButton kind="country" targetId={signal.country_id} label={`Follow ${signal.country_name}`} />
      )}
      {signal.disease_id !== null && signal.disease_name !== null && (
        <>
          <FollowButton
            kind="disease"
            targetId={signal.disease_id}
            label={`Follow ${signal.disease_name}`}
            showSignIn={signal.country_id === null}
          />
          <Link
            to={paths.disease(signal.disease_id)}
            className="self-center rounded-sm text-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
          >
            {SIGNALS_TEXTS.aboutDisease(signal.disease_name)}
          </Link>
        </>
      )}
    </div>
  );
}

/** The outbreaks a verified event concerns, as everyone sees them. */
function VerifiedEvent({ detail }: { detail: SignalDetail }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
        Verified event
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        The verification team verified this signal as an event
        {detail.triage.triaged_at ? ` on ${formatMediumDate(detail.triage.triaged_at)}` : ''}. It concerns:
      </p>
      <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
        <CompactOutbreakTable
          caption="Outbreaks of the verified event"
          outbreaks={detail.triage.outbreaks.map((outbreak) => ({
            ...outbreak,
            location: outbreak.country_name,
          }))}
        />
      </div>
    </section>
  );
}

/**
 * `/signals/:id` (`?confirmed=true` for the confirmed-only series): a signal's own page, deep-linkable
 * and the target of its notifications. Its figures and the methods that agree, its chart, the reports of
 * its week, a verified event's outbreaks, and for admins the triage.
 */
export function SignalPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const confirmed = params.get('confirmed') === 'true';
  const isValidId = Number.isInteger(id) && id >= 1;
  const query = useSignal(isValidId ? id : null, confirmed);
  const { user } = useSession();
  const reportsId = useId();
  const detail = query.data;
  const isMissing = !isValidId || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link
          to={paths.signals()}
          className="font-medium text-brand-700 underline-offset-2 hover:underline print:hidden dark:text-brand-300"
        >
          ← {SIGNALS_TEXTS.backToList}
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          {detail
            ? `${seriesName(detail.signal)}, week of ${formatMediumDate(detail.signal.week_start)}`
            : 'Signal'}
        </h1>
        {detail && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <SignalStatusBadge status={detail.signal.status} />
            {confirmed && <span>{SIGNALS_TEXTS.confirmedOnly}</span>}
          </div>
        )}
        {detail && <SignalFollows signal={detail.signal} />}
      </div>

      {isMissing && (
        <div role="alert">
          <Alert tone="error">{SIGNALS_TEXTS.notFound}</Alert>
        </div>
      )}
      {isValidId && query.isPending && <Spinner label={SIGNALS_TEXTS.detailLoading} className="py-12" />}
      {query.isError && !isMissing && (
        <LoadError
          title={SIGNALS_TEXTS.detailFailed}
          message={errorMessage(query.error, SIGNALS_TEXTS.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {detail && (
        <>
          <section aria-label="Figures" className={`${card} space-y-4`}>
            <Figures signal={detail.signal} />
            {detail.signal.methods.length > 0 && (
              <div className="text-sm text-slate-800 dark:text-slate-200">
                <h2 className="font-semibold text-slate-950 dark:text-white">Methods that agree</h2>
                <div className="mt-1">
                  <SignalMethods methods={detail.signal.methods} />
                </div>
              </div>
            )}
          </section>
          {detail.signal.status === 'verified' && <VerifiedEvent detail={detail} />}
          {isAdminRole(user?.role_id) && <SignalTriageForm key={detail.signal.status} detail={detail} />}
          <LocalErrorBoundary
            fallback={
              <Alert tone="error">
                The chart could not be drawn. The figures above and the reports below are complete.
              </Alert>
            }
          >
            <Suspense fallback={chartPlaceholder}>
              <SignalChart detail={detail} />
            </Suspense>
          </LocalErrorBoundary>
          <section aria-labelledby={reportsId} className={card}>
            <h2 id={reportsId} className="text-lg font-semibold text-slate-950 dark:text-white">
              Reports of the week
            </h2>
            {detail.reports.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{SIGNALS_TEXTS.noReports}</p>
            ) : (
              <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
                <CompactOutbreakTable
                  caption={`Reports of the week of ${formatMediumDate(detail.signal.week_start)}`}
                  outbreaks={detail.reports.map((report) => ({
                    ...report,
                    location: formatLocation(report),
                  }))}
                />
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
