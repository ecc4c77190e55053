import { SIGNAL_ALGORITHM_NAMES, type Signal } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { formatCount, formatMediumDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SignalSwatch } from './map-legend';
import { MAP_COUNTRY_MESSAGES as C, type Translate } from './messages';

const SHOWN = 4;

interface SignalGroup {
  key: string;
  disease: string;
  week: string;
  measure: string;
  methods: string[];
}

/** One line per signal (a series and week), with every method that flags it. */
function groupSignals(t: Translate, signals: readonly Signal[]): SignalGroup[] {
  return signals.map((signal) => ({
    key: String(signal.id),
    disease: signal.disease_name ?? t(C.signalsAllDiseases),
    week: signal.week_start,
    measure: [...new Set(signal.methods.map((method) => method.measure))]
      .map((measure) => t(measure === 'cases' ? C.measureCases : C.measureReports))
      .join(', '),
    methods: [...new Set(signal.methods.map((method) => SIGNAL_ALGORITHM_NAMES[method.algorithm]))],
  }));
}

/** The country panel's current signals (disease, week, method) and the way to the Signals page. */
export function CountrySignals({ name, signals }: { name: string; signals: readonly Signal[] }) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  const groups = groupSignals(t, signals);
  const countryId = signals[0]?.country_id;
  if (groups.length === 0 || countryId === null || countryId === undefined) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-lg border border-violet-300 bg-violet-50 px-3 py-2.5 dark:border-violet-800 dark:bg-violet-950/40"
    >
      <h3
        id={titleId}
        className="flex items-center gap-2 text-sm font-semibold text-slate-950 dark:text-white"
      >
        <SignalSwatch />
        {t(C.signalsTitle)}
      </h3>
      <ul className="mt-1.5 space-y-1 text-sm text-slate-800 dark:text-slate-200">
        {groups.slice(0, SHOWN).map((group) => (
          <li key={group.key}>
            {t(C.signalLine, {
              disease: group.disease,
              date: formatMediumDate(group.week),
              measure: group.measure,
              methods: group.methods.join(', '),
              b: (chunks) => <span className="font-semibold">{chunks}</span>,
              time: (chunks) => <time dateTime={group.week}>{chunks}</time>,
            })}
          </li>
        ))}
      </ul>
      {groups.length > SHOWN && (
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t(C.signalsMore, { count: formatCount(groups.length - SHOWN) })}
        </p>
      )}
      <Link
        to={paths.signals(countryId)}
        className="mt-2 inline-block text-sm font-semibold text-violet-900 underline underline-offset-2 dark:text-violet-200"
      >
        {t(C.signalsLink, { name })}
      </Link>
    </section>
  );
}
