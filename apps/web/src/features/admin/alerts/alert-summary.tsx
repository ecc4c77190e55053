import { ALERT_SUMMARY_CHANNELS, ALERT_SUMMARY_STATES, type AlertLogResponse } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { formatCount, formatMediumDate } from '../../../lib/format';
import { ALERT_LOG_TEXTS as texts } from '../admin-texts';
import { AdminCard } from '../components/admin-page';
import { AlertStateBadge } from './alert-state-badge';

/** The outboxes' messages by state and channel over the summary's days: a small table, narrow enough for a phone. */
export function AlertSummary({ summary }: { summary: AlertLogResponse['summary'] }) {
  const { formatMessage: t } = useIntl();
  const headingId = useId();
  return (
    <AdminCard className="mb-4 p-4" labelledBy={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t(texts.summaryTitle, { from: formatMediumDate(summary.from), to: formatMediumDate(summary.to) })}
      </h2>
      <table className="mt-3 w-full max-w-sm text-sm">
        <caption className="sr-only">{t(texts.summaryCaption)}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pe-2 text-start font-medium text-slate-700 dark:text-slate-300">
              {t(texts.state)}
            </th>
            {ALERT_SUMMARY_CHANNELS.map((channel) => (
              <th
                key={channel}
                scope="col"
                className="px-2 py-1 text-end font-medium text-slate-900 dark:text-slate-100"
              >
                {t(texts.channels[channel])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALERT_SUMMARY_STATES.map((state) => (
            <tr key={state} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                <AlertStateBadge state={state} />
              </th>
              {ALERT_SUMMARY_CHANNELS.map((channel) => (
                <td
                  key={channel}
                  className="px-2 py-1.5 text-end text-slate-900 tabular-nums dark:text-slate-100"
                >
                  {formatCount(summary[channel][state])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </AdminCard>
  );
}
