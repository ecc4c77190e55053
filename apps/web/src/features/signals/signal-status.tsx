import { SIGNAL_ALGORITHM_NAMES, type SignalMethod, type SignalStatus } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { SIGNAL_FILTER_MESSAGES, SIGNALS_MESSAGES } from './messages';
import { MEASURE_NAMES, type Translate } from './signal-format';

const STATUS_CLASSES: Record<SignalStatus, string> = {
  new: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
  under_review:
    'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  verified: 'bg-blue-50 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-700',
  discarded:
    'bg-slate-200 text-slate-900 ring-slate-400 dark:bg-slate-700 dark:text-white dark:ring-slate-500',
};

/** The triage state as a badge: always its name as text, a tick for a verified event. */
export function SignalStatusBadge({ status }: { status: SignalStatus }) {
  const { formatMessage: t } = useIntl();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {status === 'verified' && <span aria-hidden="true">✓</span>}
      {t(SIGNAL_FILTER_MESSAGES[status])}
    </span>
  );
}

/** One line per method with the measures it flagged, in the signal's order (the reference first). */
function groupByAlgorithm(t: Translate, methods: readonly SignalMethod[]) {
  const groups = new Map<SignalMethod['algorithm'], string[]>();
  for (const method of methods)
    groups.set(method.algorithm, [
      ...(groups.get(method.algorithm) ?? []),
      t(MEASURE_NAMES[method.measure].lower),
    ]);
  return [...groups.entries()];
}

/** The methods that agree on a signal; the chart's reference is named as such. */
export function SignalMethods({ methods }: { methods: readonly SignalMethod[] }) {
  const reference = methods[0]?.algorithm;
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ul className="space-y-0.5">
      {groupByAlgorithm(t, methods).map(([algorithm, measures]) => (
        // Each part keeps its words together; the line breaks between parts on a narrow screen.
        <li key={algorithm}>
          <span className={algorithm === reference ? 'whitespace-nowrap font-semibold' : 'whitespace-nowrap'}>
            {SIGNAL_ALGORITHM_NAMES[algorithm]}
          </span>{' '}
          <span className="whitespace-nowrap text-slate-600 dark:text-slate-400">
            ({intl.formatList(measures, { type: 'unit' })})
          </span>
          {algorithm === reference && (
            <>
              {' '}
              <span className="whitespace-nowrap text-xs font-medium text-slate-700 dark:text-slate-300">
                {t(SIGNALS_MESSAGES.reference)}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
