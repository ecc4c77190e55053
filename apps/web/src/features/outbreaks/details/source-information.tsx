import type { Outbreak } from '@outbreak-watch/domain';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../../lib/i18n/use-intl';
import { OutbreakHistoryList } from '../../../components/outbreak-history';
import { outbreakHistoryQueryOptions } from '../../../lib/outbreaks-api';
import { formatMediumDate, formatMediumDateTime, reporterName, textOr } from '../reports-feed/outbreak-text';
import { DetailsCard, Fact } from './details-card';
import { DETAILS_MESSAGES as TEXT } from './messages';

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50';

/**
 * Source information (spec §2). The reporter's name and email appear only when the server sent them
 * (DESIGN.md §6); visitors see the reporter's role.
 */
export function SourceInformation({ outbreak }: { outbreak: Outbreak }) {
  const { formatMessage: t } = useIntl();
  const name = reporterName(outbreak);
  const showsNameOnlyAsRole = outbreak.first_name === null && name !== null;
  return (
    <DetailsCard title={t(TEXT.sourceInformation)}>
      <dl className="grid gap-4">
        <Fact term={t(TEXT.source)}>{textOr(outbreak.source, t(TEXT.notSpecified))}</Fact>
        <Fact term={t(TEXT.reporter)}>
          {name === null
            ? t(TEXT.notDisclosed)
            : showsNameOnlyAsRole
              ? t(TEXT.reporterRole, { role: name })
              : name}
          {showsNameOnlyAsRole && (
            <span className="block text-sm text-slate-600 dark:text-slate-400">{t(TEXT.roleOnly)}</span>
          )}
        </Fact>
        {outbreak.reporter_email !== null && outbreak.reporter_email !== '' && (
          <Fact term={t(TEXT.reporterEmail)}>
            <a href={`mailto:${outbreak.reporter_email}`} className={linkClasses}>
              {outbreak.reporter_email}
            </a>
          </Fact>
        )}
        <Fact term={t(TEXT.date)}>
          <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
        </Fact>
        <Fact term={t(TEXT.submitted)}>
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
  const { formatMessage: t } = useIntl();
  if (!history.data || history.data.length === 0) return null;
  return (
    <section
      aria-labelledby={`history-${outbreakId}`}
      className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id={`history-${outbreakId}`} className="text-sm font-semibold text-slate-950 dark:text-white">
        {t(TEXT.verificationHistory)}
      </h3>
      <div className="mt-2">
        <OutbreakHistoryList history={history.data} />
      </div>
    </section>
  );
}
