import {
  ALERT_ERROR_MAX_LENGTH,
  ALERT_SUMMARY_STATES,
  type AlertLogEntry,
  type AlertState,
  type AlertSummaryCounts,
} from '@outbreak-watch/domain';
import type { AlertLogRow } from './alert-log.query.js';

/**
 * A failure reason fit for the log: a URL keeps only its origin (a push endpoint's path is the
 * subscription's secret; a URL's user and password are secrets too), and the text is cut short.
 */
export function shortError(error: string | null): string | null {
  if (!error) return null;
  const safe = error.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (url) => {
    try {
      return `${new URL(url).origin}/…`;
    } catch {
      return '…';
    }
  });
  return safe.length > ALERT_ERROR_MAX_LENGTH ? `${safe.slice(0, ALERT_ERROR_MAX_LENGTH - 1)}…` : safe;
}

export function presentAlertLogRow(row: AlertLogRow): AlertLogEntry {
  return {
    channel: row.channel,
    id: Number(row.id),
    created_at: row.created_at,
    sent_at: row.state === 'sent' || row.state === 'read' ? row.sent_at : null,
    user_id: row.user_id === null ? null : Number(row.user_id),
    recipient_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    recipient_email: row.user_email ?? row.to_address,
    title: row.title,
    category: row.category,
    link: row.link,
    state: row.state,
    attempts: Number(row.attempts),
    last_error: shortError(row.last_error),
  };
}

/** Every summary state, zero when the outbox had none. */
export function presentSummaryCounts(counts: Partial<Record<AlertState, number>>): AlertSummaryCounts {
  return Object.fromEntries(
    ALERT_SUMMARY_STATES.map((state) => [state, counts[state] ?? 0]),
  ) as AlertSummaryCounts;
}
