import type { Outbreak } from '@outbreak-watch/domain';
import { useQuery } from '@tanstack/react-query';
import { OutbreakHistoryList } from '../../../components/outbreak-history';
import { outbreakHistoryQueryOptions } from '../../../lib/outbreaks-api';
import { formatMediumDate, formatMediumDateTime, reporterName, textOr } from '../reports-feed/outbreak-text';
import { DetailsCard, Fact } from './details-card';

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50';

/**
 * Source information (spec §2). The reporter's name and email appear only when the server sent them
 * (DESIGN.md §6); visitors see the reporter's role.
 */
export function SourceInformation({ outbreak }: { outbreak: Outbreak }) {
  const name = reporterName(outbreak);
  const showsNameOnlyAsRole = outbreak.first_name === null && name !== null;
  return (
    <DetailsCard title="Source Information">
      <dl className="grid gap-4">
        <Fact term="Source">{textOr(outbreak.source, 'Not specified')}</Fact>
        <Fact term="Reporter">
          {name ?? 'Not disclosed'}
          {showsNameOnlyAsRole && (
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Only the reporter’s role is shown publicly.
            </span>
          )}
        </Fact>
        {outbreak.reporter_email !== null && outbreak.reporter_email !== '' && (
          <Fact term="Reporter email">
            <a href={`mailto:${outbreak.reporter_email}`} className={linkClasses}>
              {outbreak.reporter_email}
            </a>
          </Fact>
        )}
        <Fact term="Date">
          <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
        </Fact>
        <Fact term="Submitted">
          <time dateTime={outbreak.created_at}>{formatMediumDateTime(outbreak.created_at)}</time>
        </Fact>
      </dl>
      <VerificationHistory outbreakId={outbreak.id} />
    </DetailsCard>
  );
}

/** "Confirmed by the verification team on …": what was done to the report since it came in. */
function VerificationHistory({ outbreakId }: { outbreakId: number }) {
  const history = useQuery(outbreakHistoryQueryOptions(outbreakId));
  if (!history.data || history.data.length === 0) return null;
  return (
    <section
      aria-labelledby={`history-${outbreakId}`}
      className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id={`history-${outbreakId}`} className="text-sm font-semibold text-slate-950 dark:text-white">
        Verification history
      </h3>
      <div className="mt-2">
        <OutbreakHistoryList history={history.data} />
      </div>
    </section>
  );
}
