import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { FollowButton } from '../../../components/follow-button';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { diseaseQueryOptions } from '../../../lib/reference-api';
import { DiseaseInformation, diseaseFields } from '../details/disease-information';
import { DiseaseOutbreaks } from './disease-outbreaks';
import { DiseaseSignals } from './disease-signals';
import { DISEASE_PAGE_MESSAGES as texts } from './messages';

/**
 * `/diseases/:id`: what the disease is, its current signals and its newest confirmed outbreaks, and a
 * Follow button: its followers hear of every confirmed outbreak of it.
 */
export function DiseasePage() {
  const { formatMessage: t } = useIntl();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id >= 1;
  const query = useQuery({ ...diseaseQueryOptions(isValidId ? id : 0), enabled: isValidId });
  const disease = query.data;
  const isMissing = !isValidId || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-800 hover:underline dark:text-brand-200"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t(texts.back)}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
        {disease?.name ?? t(texts.heading)}
      </h1>
      {isMissing && (
        <div role="alert">
          <Alert tone="error">{t(texts.notFound)}</Alert>
        </div>
      )}
      {isValidId && query.isPending && <Spinner label={t(texts.loading)} className="py-12" />}
      {query.isError && !isMissing && (
        <LoadError message={t(texts.loadFailed)} onRetry={() => void query.refetch()} />
      )}
      {disease && (
        <>
          <FollowButton
            kind="disease"
            targetId={disease.id}
            label={t(texts.follow, { disease: disease.name })}
          />
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <DiseaseInformation outbreak={diseaseFields(disease)} />
            </div>
            <DiseaseSignals diseaseId={disease.id} />
            <div className="lg:col-span-3">
              <DiseaseOutbreaks diseaseId={disease.id} diseaseName={disease.name} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
