import {
  addDays,
  ALERT_CHANNEL_STATES,
  type AlertChannel,
  type AlertLogFilters,
  type AlertState,
} from '@outbreak-watch/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { matchingWords } from '../../db/matching-words.js';
import type { PageRequest } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;
type OutboxTable = 'mail_outbox' | 'push_outbox';

/** One delivery as the three branches of the log select it, before it is presented. */
export interface AlertLogRow {
  channel: AlertChannel;
  id: number;
  created_at: string;
  sent_at: string | null;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  user_email: string | null;
  to_address: string | null;
  title: string;
  category: string | null;
  link: string | null;
  state: AlertState;
  attempts: number;
  last_error: string | null;
}

/** An outbox row's state: pending rows are queued until their first failure, then retrying. */
export const outboxState = (table: string) =>
  sql<AlertState>`case when ${sql.ref(`${table}.status`)} = 'pending' then case when ${sql.ref(
    `${table}.attempts`,
  )} > 0 then 'retrying' else 'queued' end else ${sql.ref(`${table}.status`)} end`;

/** The condition that selects an outbox's rows in one state, on its indexed status column. */
function outboxStateIs(table: string, state: AlertState) {
  const status = sql.ref(`${table}.status`);
  const attempts = sql.ref(`${table}.attempts`);
  if (state === 'queued') return sql<SqlBool>`(${status} = 'pending' and ${attempts} = 0)`;
  if (state === 'retrying') return sql<SqlBool>`(${status} = 'pending' and ${attempts} > 0)`;
  return sql<SqlBool>`${status} = ${state}`;
}

/** Timestamps from the first day to the end of the last, both UTC calendar days. */
export function createdWithin<T extends string>(
  column: T,
  { from, to }: Pick<AlertLogFilters, 'from' | 'to'>,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (from) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${`${from}T00:00:00.000Z`}`);
  if (to) conditions.push(sql<SqlBool>`${sql.ref(column)} < ${`${addDays(to, 1)}T00:00:00.000Z`}`);
  return conditions;
}

/** Whether a channel's rows are wanted at all by the channel and state filters. */
function channelWanted(channel: AlertChannel, filters: AlertLogFilters): boolean {
  if (filters.channel && filters.channel !== channel) return false;
  return !filters.state || ALERT_CHANNEL_STATES[channel].includes(filters.state);
}

const userName = sql<string>`u.first_name || ' ' || u.last_name`;

function recipientMatches(filters: AlertLogFilters, alsoAddress?: string) {
  const fields = [userName, sql<string>`u.email`];
  if (alsoAddress) fields.push(sql<string>`${sql.ref(alsoAddress)}`);
  return matchingWords(filters.recipient, fields);
}

/** `where` for each condition, in turn. */
function whereAll<Q extends { where(condition: Expression<SqlBool>): Q }>(
  query: Q,
  conditions: Expression<SqlBool>[],
): Q {
  return conditions.reduce((q, condition) => q.where(condition), query);
}

/** In-app notifications: sent when created, read once the user opened them. */
function notificationBranch(db: Db, filters: AlertLogFilters, rows: number) {
  const conditions: Expression<SqlBool>[] = [
    ...createdWithin('n.created_at', filters),
    ...recipientMatches(filters),
  ];
  if (filters.state === 'read') conditions.push(sql<SqlBool>`n.read_at is not null`);
  if (filters.state === 'sent') conditions.push(sql<SqlBool>`n.read_at is null`);
  if (filters.category) conditions.push(sql<SqlBool>`n.kind = ${filters.category}`);
  return whereAll(
    db
      .selectFrom('notifications as n')
      .leftJoin('users as u', 'u.id', 'n.user_id')
      .select([
        sql<AlertChannel>`'in_app'`.as('channel'),
        'n.id',
        'n.created_at',
        sql<string | null>`n.created_at`.as('sent_at'),
        sql<number | null>`n.user_id`.as('user_id'),
        'u.first_name',
        'u.last_name',
        'u.email as user_email',
        sql<string | null>`null`.as('to_address'),
        'n.title',
        sql<string | null>`n.kind`.as('category'),
        sql<string | null>`n.link`.as('link'),
        sql<AlertState>`case when n.read_at is null then 'sent' else 'read' end`.as('state'),
        sql<number>`0`.as('attempts'),
        sql<string | null>`null`.as('last_error'),
      ]),
    conditions,
  )
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(rows);
}

/** Mail: each message of the outbox, to an account or to a bare address. */
function mailBranch(db: Db, filters: AlertLogFilters, rows: number) {
  const conditions: Expression<SqlBool>[] = [
    ...createdWithin('m.created_at', filters),
    ...recipientMatches(filters, 'm.to_address'),
  ];
  if (filters.state) conditions.push(outboxStateIs('m', filters.state));
  if (filters.category) conditions.push(sql<SqlBool>`m.category = ${filters.category}`);
  return whereAll(
    db
      .selectFrom('mail_outbox as m')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('notifications as n', 'n.id', 'm.notification_id')
      .select([
        sql<AlertChannel>`'email'`.as('channel'),
        'm.id',
        'm.created_at',
        'm.sent_at',
        'm.user_id',
        'u.first_name',
        'u.last_name',
        'u.email as user_email',
        sql<string | null>`m.to_address`.as('to_address'),
        sql<string>`m.subject`.as('title'),
        sql<string | null>`m.category`.as('category'),
        sql<string | null>`n.link`.as('link'),
        outboxState('m').as('state'),
        'm.attempts',
        'm.last_error',
      ]),
    conditions,
  )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(rows);
}

/** Push: each message to one browser subscription; its category is its notification's kind. */
function pushBranch(db: Db, filters: AlertLogFilters, rows: number) {
  const conditions: Expression<SqlBool>[] = [
    ...createdWithin('p.created_at', filters),
    ...recipientMatches(filters),
  ];
  if (filters.state) conditions.push(outboxStateIs('p', filters.state));
  if (filters.category) conditions.push(sql<SqlBool>`n.kind = ${filters.category}`);
  return whereAll(
    db
      .selectFrom('push_outbox as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('notifications as n', 'n.id', 'p.notification_id')
      .select([
        sql<AlertChannel>`'push'`.as('channel'),
        'p.id',
        'p.created_at',
        'p.sent_at',
        sql<number | null>`p.user_id`.as('user_id'),
        'u.first_name',
        'u.last_name',
        'u.email as user_email',
        sql<string | null>`null`.as('to_address'),
        'p.title',
        sql<string | null>`n.kind`.as('category'),
        sql<string | null>`p.link`.as('link'),
        outboxState('p').as('state'),
        'p.attempts',
        'p.last_error',
      ]),
    conditions,
  )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(rows);
}

const BRANCHES = { in_app: notificationBranch, email: mailBranch, push: pushBranch } as const;

/**
 * The filtered log's rows in a window, newest first. Each channel reads at most the window's end from
 * its own table (newest first, on its creation-time index); the union of those few rows is sorted and
 * cut to the window. Shaped as `fetchPage` wants it: `limit` and `offset`, then `execute`.
 */
export function selectAlertLog(db: Db, filters: AlertLogFilters) {
  const window: PageRequest & { offset: number } = { page: 1, limit: 50, offset: 0 };
  const query = {
    limit(limit: number) {
      window.limit = limit;
      return query;
    },
    offset(offset: number) {
      window.offset = offset;
      return query;
    },
    async execute(): Promise<AlertLogRow[]> {
      const rows = window.limit + window.offset;
      const branches = (Object.keys(BRANCHES) as AlertChannel[])
        .filter((channel) => channelWanted(channel, filters))
        .map((channel) => sql`select * from (${BRANCHES[channel](db, filters, rows)}) as ${sql.id(channel)}`);
      if (branches.length === 0) return [];
      const result =
        await sql<AlertLogRow>`select * from (${sql.join(branches, sql` union all `)}) as deliveries
        order by created_at desc, channel, id desc
        limit ${window.limit} offset ${window.offset}`.execute(db);
      return result.rows;
    },
  };
  return query;
}

/** Counts of an outbox's rows by state over a period, read on its creation-time index. */
export async function countOutboxStates(
  db: Db,
  table: OutboxTable,
  period: { from: string; to: string },
): Promise<Partial<Record<AlertState, number>>> {
  const state = outboxState(table);
  const rows = await whereAll(
    db
      .selectFrom(table)
      .select((eb: ExpressionBuilder<DB, OutboxTable>) => [
        state.as('state'),
        eb.fn.countAll<number | string>().as('count'),
      ]),
    createdWithin(`${table}.created_at`, period),
  )
    .groupBy(state)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}
