import type { Outbreak } from '@outbreak-watch/domain';
import { formatNumber } from '../../../lib/format';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { AttackRateBadge, SurvivabilityBadge, TransmissionBadge } from '../../../components/outbreak-badges';
import { formatCount, formatMediumDate, textOr } from '../reports-feed/outbreak-text';
import { DetailsCard, Fact } from './details-card';
import { DETAILS_MESSAGES as TEXT } from './messages';

function Metric({ badge, name, children }: { badge: ReactNode; name: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex shrink-0 items-center gap-2 sm:w-56">
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{name}</span>
        {badge}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </li>
  );
}

function Figure({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-4 py-2.5 sm:flex-col sm:items-start sm:py-3 dark:bg-slate-800/60">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="text-xl font-semibold text-slate-950 tabular-nums sm:mt-1 sm:text-2xl dark:text-white">
        {formatCount(value)}
      </dd>
    </div>
  );
}

/** The outbreak's figures and what they mean. */
export function OutbreakSummary({ outbreak }: { outbreak: Outbreak }) {
  const { formatMessage: t } = useIntl();
  return (
    <DetailsCard title={t(TEXT.summary)}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact term={t(TEXT.severity)} className="col-span-2">
          <span className="font-semibold">
            {t(TEXT.severityFigure, {
              severity: outbreak.severity,
              score: formatNumber(outbreak.severity_score, 1),
            })}
          </span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {t(TEXT.severityExplanation)}
          </span>
        </Fact>
        <Fact term={t(TEXT.date)}>
          <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
        </Fact>
      </dl>

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-slate-100">{t(TEXT.description)}</h3>
      <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
        {textOr(outbreak.description, t(TEXT.noDescription))}
      </p>

      <dl className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Figure term={t(TEXT.cases)} value={outbreak.cases} />
        <Figure term={t(TEXT.deaths)} value={outbreak.deaths} />
        <Figure term={t(TEXT.populationAtRisk)} value={outbreak.population_at_risk} />
      </dl>

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-slate-100">{t(TEXT.metrics)}</h3>
      <ul className="mt-3 space-y-3">
        <Metric
          name={t(TEXT.transmissionRate)}
          badge={<TransmissionBadge value={outbreak.transmission_rate} showLabel={false} />}
        >
          {t(outbreak.transmission_rate < 1 ? TEXT.spreadOutbreak : TEXT.spreadEpidemic)}
        </Metric>
        <Metric
          name={t(TEXT.attackRate)}
          badge={<AttackRateBadge value={outbreak.attack_rate} showLabel={false} />}
        >
          {t(TEXT.attackRateMeaning)}
        </Metric>
        <Metric
          name={t(TEXT.survivability)}
          badge={<SurvivabilityBadge value={outbreak.survivability} showLabel={false} />}
        >
          {t(TEXT.survivabilityMeaning)}
        </Metric>
      </ul>
    </DetailsCard>
  );
}
