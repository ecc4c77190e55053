import type { Outbreak } from '@outbreak-watch/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FollowButton } from '../../../components/follow-button';
import { ConfirmationBadge, SeverityScoreBadge, StatusBadge } from '../../../components/outbreak-badges';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { outbreakQueryOptions } from '../../../lib/outbreaks-api';
import { paths } from '../../../lib/paths';
import { formatMediumDate, formatPlace } from '../reports-feed/outbreak-text';
import { DiseaseInformation } from './disease-information';
import { LocalErrorBoundary } from '../../../components/local-error-boundary';
import { useOutbreakId } from './outbreak-id';
import { OutbreakErrorView } from './outbreak-error-view';
import { OutbreakLocation } from './outbreak-location';
import { OutbreakSummary } from './outbreak-summary';
import { RelatedOutbreaks } from './related-outbreaks';
import { SourceInformation } from './source-information';

export const DETAILS_TEXT = {
  /** Spec §8 Details: the error's message, else this. */
  loadFailed: 'Failed to load outbreak details',
  invalidId: 'Invalid or missing outbreak ID in URL.',
  commentsFailed: 'Comments could not be shown.',
} as const;

interface OutbreakDetailsPageProps {
  /** The expert comments of the outbreak, supplied by the app shell (features do not import each other). */
  renderComments?: (outbreakId: number) => ReactNode;
}

function DetailsHeader({ outbreak }: { outbreak: Outbreak }) {
  return (
    <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Link
          to={paths.reports}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-800 hover:underline dark:text-brand-200"
        >
          <span aria-hidden="true">←</span> Back to Reports
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          {outbreak.disease_name}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {formatPlace(outbreak)} · <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
        </p>
        <ul aria-label="Status" className="mt-4 flex flex-wrap gap-2">
          <li>
            <StatusBadge status={outbreak.status} />
          </li>
          <li>
            <ConfirmationBadge confirmed={outbreak.confirmed} />
          </li>
          <li>
            <SeverityScoreBadge score={outbreak.severity_score} />
          </li>
        </ul>
        <FollowButton kind="outbreak" targetId={outbreak.id} label="Track this outbreak" className="mt-4" />
      </div>
    </div>
  );
}

function CommentsFailed() {
  return (
    <p
      role="alert"
      className="rounded-xl border border-slate-200 p-5 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
    >
      {DETAILS_TEXT.commentsFailed}
    </p>
  );
}

function OutbreakDetails({ outbreak, renderComments }: { outbreak: Outbreak } & OutbreakDetailsPageProps) {
  // The comments and related reports (the last row) follow in a render of their own that yields to the
  // browser, so the report itself is on screen sooner on a phone.
  const showLastRow = useDeferredValue(true, false);
  return (
    <>
      <DetailsHeader outbreak={outbreak} />
      {/* Row by row: the reading order on a phone is the order of the cards below. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <OutbreakSummary outbreak={outbreak} />
        </div>
        <OutbreakLocation outbreak={outbreak} />
        <div className="lg:col-span-2">
          <DiseaseInformation outbreak={outbreak} />
        </div>
        <SourceInformation outbreak={outbreak} />
        <div className="lg:col-span-2">
          {renderComments && showLastRow && (
            <LocalErrorBoundary fallback={<CommentsFailed />}>
              {renderComments(outbreak.id)}
            </LocalErrorBoundary>
          )}
        </div>
        {showLastRow && <RelatedOutbreaks outbreakId={outbreak.id} />}
      </div>
    </>
  );
}

/** `/details/:id` and `/details?id=` (spec §2 Outbreak details). */
export function OutbreakDetailsPage({ renderComments }: OutbreakDetailsPageProps) {
  const outbreakId = useOutbreakId();
  const { data, error, isError, refetch } = useQuery({
    ...outbreakQueryOptions(outbreakId ?? 0),
    enabled: outbreakId !== null,
  });

  if (outbreakId === null) return <OutbreakErrorView message={DETAILS_TEXT.invalidId} />;
  if (data) return <OutbreakDetails outbreak={data} renderComments={renderComments} />;
  if (isError) {
    const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <OutbreakErrorView
        message={errorMessage(error, DETAILS_TEXT.loadFailed)}
        onRetry={isMissing ? undefined : () => void refetch()}
      />
    );
  }
  return <Spinner label="Loading outbreak details…" className="py-24" />;
}
