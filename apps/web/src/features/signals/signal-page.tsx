import { isAdminRole, SIGNAL_ALGORITHM_NAMES, type SignalDetail } from '@outbreak-watch/domain';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
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
import { SIGNAL_FILTER_MESSAGES, SIGNAL_PAGE_MESSAGES as P, SIGNALS_MESSAGES as M } from './messages';
import { formatExpected, MEASURE_NAMES, seriesLabel } from './signal-format';
import { SignalMethods, SignalStatusBadge } from './signal-status';
import { SignalTriageForm } from './signal-triage-form';

// Recharts is fetched with the chart, after the signal's numbers are on screen.
const SignalChart = lazy(() => import('./signal-chart'));

const chartPlaceholder = <div className="h-96 rounded-xl bg-slate-100 dark:bg-slate-800/50" />;
const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Figures({ signal }: { signal: SignalDetail['signal'] }) {
  const { formatMessage: t } = useIntl();
  const reference = signal.reference;
  if (!reference) return <p className="text-sm text-slate-700 dark:text-slate-300">{t(P.noMethod)}</p>;
  const figures: [string, string][] = [
    [t(M.observed), formatCount(reference.observed)],
    [t(M.expected), formatExpected(reference.expected)],
    [t(M.threshold), formatDecimal(reference.threshold)],
    [t(P.referenceMethod), SIGNAL_ALGORITHM_NAMES[reference.algorithm]],
    [t(M.measure), t(MEASURE_NAMES[reference.measure].name)],
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
  const { formatMessage: t } = useIntl();
  return (
    <div className="mt-4 flex flex-wrap items-start gap-x-4 gap-y-2">
      {signal.country_id !== null && signal.country_name !== null && (
        <FollowButton
          kind="country"
          targetId={signal.country_id}
          label={t(P.follow, { name: signal.country_name })}
        />
      )}
      {signal.disease_id !== null && signal.disease_name !== null && (
        <>
          <FollowButton
            kind="disease"
            targetId={signal.disease_id}
            label={t(P.follow, { name: signal.disease_name })}
            showSignIn={signal.country_id === null}
          />
          <Link
            to={paths.disease(signal.disease_id)}
            className="self-center rounded-sm text-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
          >
            {t(P.aboutDisease, { name: signal.disease_name })}
          </Link>
        </>
      )}
    </div>
  );
}

/** The outbreaks a verified event concerns, as everyone sees them. */
function VerifiedEvent({ detail }: { detail: SignalDetail }) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  const verifiedAt = detail.triage.triaged_at;
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
        {t(SIGNAL_FILTER_MESSAGES.verified)}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {verifiedAt ? t(P.verifiedOn, { date: formatMediumDate(verifiedAt) }) : t(P.verified)}
      </p>
      <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
        <CompactOutbreakTable
          caption={t(P.eventOutbreaks)}
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
  const intl = useIntl();
  const t = intl.formatMessage;
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
          ← {t(P.backToList)}
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          {detail
            ? // The series is isolated, so a Latin name does not scramble a right-to-left heading.
              intl.formatMessage(P.heading, {
                series: <bdi>{seriesLabel(t, detail.signal)}</bdi>,
                date: formatMediumDate(detail.signal.week_start),
              })
            : t(P.headingLoading)}
        </h1>
        {detail && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <SignalStatusBadge status={detail.signal.status} />
            {confirmed && <span>{t(SIGNAL_FILTER_MESSAGES.confirmedOnly)}</span>}
          </div>
        )}
        {detail && <SignalFollows signal={detail.signal} />}
      </div>

      {isMissing && (
        <div role="alert">
          <Alert tone="error">{t(P.notFound)}</Alert>
        </div>
      )}
      {isValidId && query.isPending && <Spinner label={t(P.loading)} className="py-12" />}
      {query.isError && !isMissing && (
        <LoadError
          title={t(P.loadFailed)}
          message={errorMessage(query.error, t(M.loadFailed))}
          onRetry={() => void query.refetch()}
        />
      )}
      {detail && (
        <>
          <section aria-label={t(P.figures)} className={`${card} space-y-4`}>
            <Figures signal={detail.signal} />
            {detail.signal.methods.length > 0 && (
              <div className="text-sm text-slate-800 dark:text-slate-200">
                <h2 className="font-semibold text-slate-950 dark:text-white">{t(P.methodsAgree)}</h2>
                <div className="mt-1">
                  <SignalMethods methods={detail.signal.methods} />
                </div>
              </div>
            )}
          </section>
          {detail.signal.status === 'verified' && <VerifiedEvent detail={detail} />}
          {isAdminRole(user?.role_id) && <SignalTriageForm key={detail.signal.status} detail={detail} />}
          <LocalErrorBoundary fallback={<Alert tone="error">{t(P.chartFailed)}</Alert>}>
            <Suspense fallback={chartPlaceholder}>
              <SignalChart detail={detail} />
            </Suspense>
          </LocalErrorBoundary>
          <section aria-labelledby={reportsId} className={card}>
            <h2 id={reportsId} className="text-lg font-semibold text-slate-950 dark:text-white">
              {t(P.weekReports)}
            </h2>
            {detail.reports.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(P.noReports)}</p>
            ) : (
              <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
                <CompactOutbreakTable
                  caption={t(P.weekReportsCaption, { date: formatMediumDate(detail.signal.week_start) })}
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
