import { signalSeriesName } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSignals } from '../../../lib/signals-api';
import { DetailsCard } from '../details/details-card';
import { DISEASE_PAGE_TEXT } from './disease-text';

/** The disease's current signals, each linking to its own page. */
export function DiseaseSignals({ diseaseId }: { diseaseId: number }) {
  const query = useSignals({ disease_id: diseaseId });
  const signals = query.data?.signals;
  return (
    <DetailsCard title={DISEASE_PAGE_TEXT.signalsTitle}>
      {query.isPending && <Spinner label={DISEASE_PAGE_TEXT.signalsTitle} className="py-4" />}
      {query.isError && (
        <LoadError message={DISEASE_PAGE_TEXT.signalsFailed} onRetry={() => void query.refetch()} />
      )}
      {signals?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{DISEASE_PAGE_TEXT.signalsEmpty}</p>
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
                Week of <time dateTime={signal.week_start}>{formatMediumDate(signal.week_start)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailsCard>
  );
}
