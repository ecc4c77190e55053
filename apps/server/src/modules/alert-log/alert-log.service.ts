import { alertSummaryPeriod, type AlertLogFilters, type AlertLogResponse } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { presentAlertLogRow, presentSummaryCounts } from './alert-log.presenter.js';
import { countOutboxStates, selectAlertLog } from './alert-log.query.js';

/**
 * A page of the alert log, newest first, and the outboxes' counts by channel and state over the
 * filter's days (the last week when it names none).
 */
export async function listAlertLog(
  db: Kysely<DB>,
  options: { filters: AlertLogFilters } & PageRequest,
): Promise<AlertLogResponse> {
  const period = alertSummaryPeriod(options.filters);
  const [page, email, push] = await Promise.all([
    fetchPage(selectAlertLog(db, options.filters), options),
    countOutboxStates(db, 'mail_outbox', period),
    countOutboxStates(db, 'push_outbox', period),
  ]);
  return {
    entries: page.rows.map(presentAlertLogRow),
    has_more: page.has_more,
    summary: { ...period, email: presentSummaryCounts(email), push: presentSummaryCounts(push) },
  };
}
