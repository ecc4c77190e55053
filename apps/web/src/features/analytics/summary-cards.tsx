import { useIntl } from '../../lib/i18n/use-intl';
import { ANALYTICS_CARD_MESSAGES } from './messages';
import type { AnalyticsResponse } from '@outbreak-watch/domain';
import { UnconfirmedShare } from '../../components/confirmed-toggle';
import { formatCount } from '../../lib/format';

const CARDS = [
  { key: 'active_outbreaks', tone: 'border-s-red-700 dark:border-s-red-500' },
  { key: 'high_risk', tone: 'border-s-orange-600 dark:border-s-orange-500' },
  { key: 'total_cases', tone: 'border-s-sky-700 dark:border-s-sky-500' },
  { key: 'contained_outbreaks', tone: 'border-s-emerald-700 dark:border-s-emerald-500' },
] as const;

/** Spec §2 Analytics: the four summary cards, each with its unconfirmed share when it has one. */
export function SummaryCards({ cards }: { cards: AnalyticsResponse['cards'] }) {
  const { formatMessage: t } = useIntl();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div
          key={card.key}
          className={`rounded-xl border border-s-4 border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${card.tone}`}
        >
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t(ANALYTICS_CARD_MESSAGES[card.key])}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-950 tabular-nums sm:text-3xl dark:text-white">
            {formatCount(cards[card.key])}
          </dd>
          {cards.unconfirmed[card.key] > 0 && (
            <dd className="mt-0.5 text-xs">
              <UnconfirmedShare count={cards.unconfirmed[card.key]} isInline={false} />
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
