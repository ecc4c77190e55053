import { formatMediumDate, signalSeriesName } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { translator } from '../../lib/i18n.js';
import { NOTICE_MESSAGES as N } from './messages.js';
import { followersOfOutbreak, notifyUsers, type NotifyContext } from './notify.service.js';

type Db = Kysely<DB> | Transaction<DB>;

const verifiedKey = (signalId: number) => `signal:${signalId}:verified`;

/**
 * A signal was verified as an event: followers of its country, disease or region who want news of
 * outbreaks hear of it once (the key is the event's), with a link to the signal's own page. Raw
 * detection tells nobody: one event, one message.
 */
export async function notifySignalVerified(tx: Db, context: NotifyContext, signalId: number) {
  const signal = await tx
    .selectFrom('signal_weeks as w')
    .leftJoin('countries as c', 'c.id', 'w.country_id')
    .leftJoin('diseases as d', 'd.id', 'w.disease_id')
    .select(['w.id', 'w.country_id', 'w.disease_id', 'w.week_start', 'c.region', 'c.name as country_name'])
    .select('d.name as disease_name')
    .where('w.id', '=', signalId)
    .executeTakeFirstOrThrow();
  const users = await followersOfOutbreak(
    tx,
    {
      id: 0,
      country_id: signal.country_id ?? -1,
      disease_id: signal.disease_id ?? -1,
      region: signal.region,
    },
    'notify_new_outbreaks',
    false,
  );
  await notifyUsers(tx, context, users, {
    kind: 'signal',
    dedupeKey: verifiedKey(signalId),
    textsIn: (locale) => {
      const t = translator(locale);
      const series = signalSeriesName(signal, t);
      const date = formatMediumDate(String(signal.week_start), locale);
      return { title: t(N.signalVerifiedTitle, { series }), body: t(N.signalVerifiedBody, { series, date }) };
    },
    link: `/signals/${signalId}`,
  });
}

/** Nobody keeps a notice of a signal that was discarded. */
export async function withdrawSignalNotifications(tx: Db, signalId: number) {
  await tx.deleteFrom('notifications').where('dedupe_key', '=', verifiedKey(signalId)).execute();
}
