import { signalSeriesName } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSignals } from '../../../lib/signals-api';
import { DetailsCard } from '../details/details-card';
import { DISEASE_PAGE_MESSAGES as texts } from './messages';

/** The disease's current signals, each linking to its own page. */
export function DiseaseSignals({ diseaseId }: { diseaseId: number }) {
  const { formatMessage: t } = useIntl();
  const query = useSignals({ disease_id: diseaseId });
  const signals = query.data?.signals;
  return (
    <DetailsCard title={t(texts.signalsTitle)}>
      {query.isPending && <Spinner label={t(texts.signalsTitle)} className="py-4" />}
      {query.isError && <LoadError message={t(texts.signalsFailed)} onRetry={() => void query.refetch()} />}
      {signals?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(texts.signalsEmpty)}</p>
      )}
      {signals && signals.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {signals.map((signal) => (
            <li key={signal.id} className="py-2.5">
              <Link
                to={paths.signal(signal.id)}
                className="rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
              >
                {signalSeriesName(signal)}
              </Link>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t(texts.signalWeek, {
                  date: <time dateTime={signal.week_start}>{formatMediumDate(signal.week_start)}</time>,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailsCard>
  );
}
