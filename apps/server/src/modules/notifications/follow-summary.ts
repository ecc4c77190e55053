import type { FollowKind } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { translator } from '../../lib/i18n.js';
import { currentWeeksStart } from '../signals/signals.service.js';
import { NOTICE_MESSAGES as N } from './messages.js';
import { notifyUsers, type NotifyContext } from './notify.service.js';

/** What is going on now in a followed country or disease: current signals and active outbreaks. */
export async function currentActivity(db: Kysely<DB>, column: 'country_id' | 'disease_id', id: number) {
  const signals = await db
    .selectFrom('signal_weeks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .where('week_start', '>=', currentWeeksStart())
    .where('status', '!=', 'discarded')
    .executeTakeFirstOrThrow();
  const outbreaks = await db
    .selectFrom('outbreaks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { signals: Number(signals.n), outbreaks: Number(outbreaks.n) };
}

/**
 * A new follow of a country or disease finds what is already going on there as ONE notification
 * ("Kenya: 4 current signals, 12 active outbreaks", linking to the signals filtered to it), not one per
 * signal or outbreak; nothing when nothing is going on. An outbreak's follow finds nothing (it is one
 * item), nor does a region's (its countries' signals are not one list to link to).
 */
export async function notifyFollowSummary(
  db: Kysely<DB>,
  context: NotifyContext,
  userId: number,
  follow: { id: number; kind: FollowKind; target_id: number; name: string },
) {
  if (follow.kind !== 'country' && follow.kind !== 'disease') return;
  const column = follow.kind === 'country' ? 'country_id' : 'disease_id';
  const activity = await currentActivity(db, column, follow.target_id);
  if (activity.signals === 0 && activity.outbreaks === 0) return;
  await db.transaction().execute((tx) =>
    notifyUsers(tx, context, [userId], {
      kind: 'follow_summary',
      dedupeKey: `follow:${follow.id}:summary`,
      textsIn: (locale) => {
        const t = translator(locale);
        return {
          title: t(N.followSummaryTitle, { name: follow.name, ...activity }),
          body: t(N.followSummaryBody, { name: follow.name }),
        };
      },
      link: `/signals?${column}=${follow.target_id}`,
    }),
  );
}
