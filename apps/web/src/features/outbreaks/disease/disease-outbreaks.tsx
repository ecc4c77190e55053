import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { CompactOutbreakTable } from '../../../components/compact-outbreak-table';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatLocation } from '../../../lib/format';
import { outbreakListQueryOptions } from '../../../lib/outbreaks-api';
import { paths } from '../../../lib/paths';
import { DetailsCard } from '../details/details-card';
import { DISEASE_PAGE_OUTBREAKS } from './disease-text';
import { DISEASE_PAGE_MESSAGES as texts } from './messages';

/** The disease's newest confirmed outbreaks, and a link to the dashboard's list narrowed to it. */
export function DiseaseOutbreaks({ diseaseId, diseaseName }: { diseaseId: number; diseaseName: string }) {
  const { formatMessage: t } = useIntl();
  const query = useQuery(
    outbreakListQueryOptions({ disease_id: diseaseId, confirmed: true }, DISEASE_PAGE_OUTBREAKS),
  );
  const outbreaks = query.data?.outbreaks;
  return (
    <DetailsCard
      title={t(texts.outbreaksTitle)}
      aside={
        <Link
          to={paths.outbreaksOf({ disease_id: diseaseId })}
          className="rounded-sm text-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
        >
          {t(texts.allOutbreaks)}
        </Link>
      }
    >
      {query.isPending && <Spinner label={t(texts.outbreaksTitle)} className="py-4" />}
      {query.isError && <LoadError message={t(texts.outbreaksFailed)} onRetry={() => void query.refetch()} />}
      {outbreaks?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(texts.outbreaksEmpty)}</p>
      )}
      {outbreaks && outbreaks.length > 0 && (
        <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
          <CompactOutbreakTable
            caption={t(texts.outbreaksCaption, { disease: diseaseName })}
            outbreaks={outbreaks.map((outbreak) => ({ ...outbreak, location: formatLocation(outbreak) }))}
          />
        </div>
      )}
    </DetailsCard>
  );
}
