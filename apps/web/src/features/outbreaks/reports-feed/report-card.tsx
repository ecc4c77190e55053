import type { Outbreak } from '@outbreak-watch/domain';
import { useId, type Ref } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { ButtonLink } from '../../../components/button';
import {
  AttackRateBadge,
  ConfirmationBadge,
  SurvivabilityBadge,
  TransmissionBadge,
} from '../../../components/outbreak-badges';
import { paths } from '../../../lib/paths';
import { CountryLocator } from '../locator/country-locator';
import { REPORT_CARD_MESSAGES } from './messages';
import { formatMediumDate, formatPlace, reportedByText, textOr } from './outbreak-text';

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="line-clamp-2 text-sm text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">
        {children}
      </dd>
    </div>
  );
}

interface ReportCardProps {
  outbreak: Outbreak;
  /** Set on the last card: the feed loads the next page when it comes into view. */
  ref?: Ref<HTMLElement>;
}

/** One outbreak in the reports feed (spec §2 Reports). */
export function ReportCard({ outbreak, ref }: ReportCardProps) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  const place = formatPlace(outbreak);
  const date = formatMediumDate(outbreak.date);
  const notSpecified = t(REPORT_CARD_MESSAGES.notSpecified);
  const reportedBy = reportedByText(outbreak, t);

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-pretty text-slate-950 dark:text-white">
            {outbreak.disease_name}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{place}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={outbreak.date}>{date}</time>
          </p>
          <div className="mt-2">
            <ConfirmationBadge confirmed={outbreak.confirmed} />
          </div>
        </div>
        <CountryLocator
          countryName={outbreak.country_name}
          numericCode={outbreak.country_numeric_code}
          latitude={outbreak.latitude}
          longitude={outbreak.longitude}
          className="h-20 w-28 shrink-0"
        />
      </div>

      <ul aria-label={t(REPORT_CARD_MESSAGES.metrics)} className="mt-4 flex flex-wrap gap-2">
        <li>
          <TransmissionBadge value={outbreak.transmission_rate} />
        </li>
        <li>
          <AttackRateBadge value={outbreak.attack_rate} />
        </li>
        <li>
          <SurvivabilityBadge value={outbreak.survivability} />
        </li>
      </ul>

      <p className="mt-4 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
        {textOr(outbreak.description, t(REPORT_CARD_MESSAGES.noDescription))}
      </p>

      <dl className="mt-4 grid gap-2">
        <Fact term={t(REPORT_CARD_MESSAGES.source)}>{textOr(outbreak.source, notSpecified)}</Fact>
        <Fact term={t(REPORT_CARD_MESSAGES.region)}>{textOr(outbreak.region, notSpecified)}</Fact>
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <p className="text-sm text-slate-600 dark:text-slate-400">{reportedBy}</p>
        <ButtonLink to={paths.details(outbreak.id)} variant="secondary" size="sm">
          {t(REPORT_CARD_MESSAGES.viewFull, {
            disease: outbreak.disease_name,
            place,
            date,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </ButtonLink>
      </div>
    </article>
  );
}
