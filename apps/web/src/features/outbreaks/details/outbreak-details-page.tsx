import type { Outbreak } from '@outbreak-watch/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { outbreakQueryOptions } from '../../../lib/outbreaks-api';
import { paths } from '../../../lib/paths';
import { DiseaseInformation } from './disease-information';
import { LocalErrorBoundary } from '../../../components/local-error-boundary';
import { useOutbreakId } from './outbreak-id';
import { OutbreakDetailsLayout } from './outbreak-details-layout';
import { OutbreakErrorView } from './outbreak-error-view';
import { OutbreakLocation } from './outbreak-location';
import { RelatedOutbreaks } from './related-outbreaks';
import { SourceInformation } from './source-information';
import { DETAILS_MESSAGES as TEXT } from './messages';

interface OutbreakDetailsPageProps {
  /** The expert comments of the outbreak, supplied by the app shell (features do not import each other). */
  renderComments?: (outbreakId: number) => ReactNode;
}

function CommentsFailed() {
  const { formatMessage: t } = useIntl();
  return (
    <p
      role="alert"
      className="rounded-xl border border-slate-200 p-5 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
    >
      {t(TEXT.commentsFailed)}
    </p>
  );
}

function OutbreakDetails({ outbreak, renderComments }: { outbreak: Outbreak } & OutbreakDetailsPageProps) {
  // The comments and related reports (the last row) follow in a render of their own that yields to the
  // browser, so the report itself is on screen sooner on a phone.
  const showLastRow = useDeferredValue(true, false);
  return (
    <OutbreakDetailsLayout outbreak={outbreak}>
      <OutbreakLocation outbreak={outbreak} />
      <div className="lg:col-span-2">
        <DiseaseInformation outbreak={outbreak} linkName />
      </div>
      <SourceInformation outbreak={outbreak} />
      <div className="lg:col-span-2">
        {renderComments && showLastRow && (
          <LocalErrorBoundary fallback={<CommentsFailed />}>{renderComments(outbreak.id)}</LocalErrorBoundary>
        )}
      </div>
      {showLastRow && <RelatedOutbreaks outbreakId={outbreak.id} />}
    </OutbreakDetailsLayout>
  );
}

/** `/details/:id` and `/details?id=` (spec §2 Outbreak details). */
export function OutbreakDetailsPage({ renderComments }: OutbreakDetailsPageProps) {
  const outbreakId = useOutbreakId();
  const { formatMessage: t } = useIntl();
  const { data, error, isError, refetch } = useQuery({
    ...outbreakQueryOptions(outbreakId ?? 0),
    enabled: outbreakId !== null,
  });
  // A report merged into another answers with the other's (the API redirects): its page takes the URL,
  // with the answer already in hand for it.
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Whatever the navigation carried (a comment draft) goes on with it.
  const state: unknown = useLocation().state;
  const survivorId = data && data.id !== outbreakId ? data.id : null;
  useEffect(() => {
    if (survivorId === null || !data) return;
    queryClient.setQueryData(outbreakQueryOptions(survivorId).queryKey, data);
    void navigate(paths.details(survivorId), { replace: true, state });
  }, [survivorId, data, queryClient, navigate, state]);

  if (outbreakId === null) return <OutbreakErrorView message={t(TEXT.invalidId)} />;
  if (data) return <OutbreakDetails outbreak={data} renderComments={renderComments} />;
  if (isError) {
    const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <OutbreakErrorView
        message={errorMessage(error, t(TEXT.loadFailed))}
        onRetry={isMissing ? undefined : () => void refetch()}
      />
    );
  }
  return <Spinner label={t(TEXT.loading)} className="py-24" />;
}
