import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { SeverityBadge } from '../../../components/outbreak-badges';
import { Spinner } from '../../../components/spinner';
import { relatedOutbreaksQueryOptions } from '../../../lib/outbreaks-api';
import { paths } from '../../../lib/paths';
import { formatMediumDate, formatPlace } from '../reports-feed/outbreak-text';
import { DetailsCard } from './details-card';
import { DETAILS_MESSAGES as TEXT } from './messages';

/**
 * Related Outbreaks (spec §2): at most three of the same disease or country. A failed load is only
 * logged (spec §8) and leaves the list empty.
 */
export function RelatedOutbreaks({ outbreakId }: { outbreakId: number }) {
  const { data, error, isPending } = useQuery(relatedOutbreaksQueryOptions(outbreakId));
  const { formatMessage: t } = useIntl();

  useEffect(() => {
    if (error) console.error('Related outbreaks could not be loaded', error);
  }, [error]);

  const related = (data ?? []).slice(0, 3);

  return (
    <DetailsCard title={t(TEXT.relatedOutbreaks)}>
      {isPending ? (
        <Spinner label={t(TEXT.loadingRelated)} />
      ) : related.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(TEXT.noRelated)}</p>
      ) : (
        <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
          {related.map((outbreak) => (
            <li key={outbreak.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  to={paths.details(outbreak.id)}
                  className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
                >
                  {outbreak.disease_name}
                </Link>
                <p className="text-sm text-slate-700 dark:text-slate-300">{formatPlace(outbreak)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
                </p>
              </div>
              <SeverityBadge severity={outbreak.severity} score={outbreak.severity_score} />
            </li>
          ))}
        </ul>
      )}
    </DetailsCard>
  );
}
