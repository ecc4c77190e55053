import { OUTBREAK_SEVERITY_TEXTS, type Outbreak } from '@outbreak-watch/domain';
import { formatNumber } from '../../../lib/format';
import type { ReactNode } from 'react';
import { AttackRateBadge, SurvivabilityBadge, TransmissionBadge } from '../../../components/outbreak-badges';
import { formatCount, formatMediumDate, textOr } from '../reports-feed/outbreak-text';
import { DetailsCard, Fact } from './details-card';

/** Spec §2 (Map): an R0 under 1 is an outbreak, 1 or more an epidemic. */
export function spreadLabel(transmissionRate: number): string {
  return transmissionRate < 1
    ? 'Outbreak: each case infects fewer than one other person on average, so spread tends to die out.'
    : 'Epidemic: each case infects one or more other people on average, so spread can keep growing.';
}

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
  return (
    <DetailsCard title="Summary">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact term={OUTBREAK_SEVERITY_TEXTS.term} className="col-span-2">
          <span className="font-semibold">
            {OUTBREAK_SEVERITY_TEXTS.figure(outbreak.severity, formatNumber(outbreak.severity_score, 1))}
          </span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {OUTBREAK_SEVERITY_TEXTS.explanation}
          </span>
        </Fact>
        <Fact term="Date">
          <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
        </Fact>
      </dl>

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-slate-100">Description</h3>
      <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
        {textOr(outbreak.description, 'No description provided.')}
      </p>

      <dl className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Figure term="Cases" value={outbreak.cases} />
        <Figure term="Deaths" value={outbreak.deaths} />
        <Figure term="Population at risk" value={outbreak.population_at_risk} />
      </dl>

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-slate-100">Metrics</h3>
      <ul className="mt-3 space-y-3">
        <Metric
          name="Transmission rate (R0)"
          badge={<TransmissionBadge value={outbreak.transmission_rate} showLabel={false} />}
        >
          {spreadLabel(outbreak.transmission_rate)}
        </Metric>
        <Metric name="Attack rate" badge={<AttackRateBadge value={outbreak.attack_rate} showLabel={false} />}>
          Share of the population at risk that fell ill (cases ÷ population at risk).
        </Metric>
        <Metric
          name="Survivability"
          badge={<SurvivabilityBadge value={outbreak.survivability} showLabel={false} />}
        >
          Share of cases that survived ((cases − deaths) ÷ cases).
        </Metric>
      </ul>
    </DetailsCard>
  );
}
