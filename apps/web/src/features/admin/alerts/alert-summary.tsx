import { ALERT_SUMMARY_CHANNELS, ALERT_SUMMARY_STATES, type AlertLogResponse } from '@outbreak-watch/domain';
import { useId } from 'react';
import { formatMediumDate } from '../../../lib/format';
import { ALERT_LOG_TEXTS as texts } from '../admin-texts';
import { AdminCard } from '../components/admin-page';
import { AlertStateBadge } from './alert-state-badge';

/** The outboxes' messages by channel and state over the summary's days: a small table. */
export function AlertSummary({ summary }: { summary: AlertLogResponse['summary'] }) {
  const headingId = useId();
  return (
    <AdminCard className="mb-4 p-4" labelledBy={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {texts.summaryTitle(formatMediumDate(summary.from), formatMediumDate(summary.to))}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <caption className="sr-only">{texts.summaryCaption}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-2 font-medium text-slate-700 dark:text-slate-300">
                {texts.channelColumn}
              </th>
              {ALERT_SUMMARY_STATES.map((state) => (
                <th key={state} scope="col" className="px-1 py-1 text-right font-normal">
                  <AlertStateBadge state={state} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ALERT_SUMMARY_CHANNELS.map((channel) => (
              <tr key={channel} className="border-t border-slate-200 dark:border-slate-800">
                <th
                  scope="row"
                  className="py-1.5 pr-2 text-left font-medium text-slate-900 dark:text-slate-100"
                >
                  {texts.channels[channel]}
                </th>
                {ALERT_SUMMARY_STATES.map((state) => (
                  <td
                    key={state}
                    className="px-1 py-1.5 text-right text-slate-900 tabular-nums dark:text-slate-100"
                  >
                    {summary[channel][state]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminCard>
  );
}
