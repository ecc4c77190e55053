import {
  isAdminRole,
  OUTBREAK_MESSAGES,
  type Comment,
  type CommentListResponse,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { notifyCommentAdded } from '../notifications/events.js';
import type { NotifyContext } from '../notifications/notify.service.js';

type Db = Kysely<DB>;

/** Comments with their authors' public fields, their Helpful count and whether the viewer marked them. */
function selectComments(db: Db, viewerId: number | null) {
  return db
    .selectFrom('comments as cm')
    .innerJoin('users as u', 'u.id', 'cm.author_id')
    .leftJoin('titles as t', 't.id', 'u.title_id')
    .leftJoin('affiliations as a', 'a.id', 'u.affiliation_id')
    .leftJoin('qualifications as q', 'q.id', 'u.qualification_id')
    .select([
      'cm.id',
      'cm.outbreak_id',
      'cm.author_id',
      'cm.content',
      'cm.created_at',
      'cm.hidden_at',
      'cm.hidden_reason',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.avatar_url',
      't.name as title',
      'a.name as affiliation',
      'q.name as qualification',
    ])
    .select((eb) => [
      eb
        .selectFrom('comment_helpful as ch')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('ch.comment_id', '=', 'cm.id')
        .as('helpful_count'),
      eb
        .exists(
          eb
            .selectFrom('comment_helpful as mine')
            .select('mine.user_id')
            .whereRef('mine.comment_id', '=', 'cm.id')
            .where('mine.user_id', '=', viewerId ?? -1),
        )
        .as('helped_by_me'),
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

/** Author fields of spec §3; the author's email only for admins and the author. Content stays as typed. */
export function presentComment(row: CommentRow, viewer: AuthUser | null): Comment {
  const seesEmail = viewer !== null && (isAdminRole(viewer.role_id) || viewer.id === row.author_id);
  return {
    id: row.id,
    outbreak_id: row.outbreak_id,
    author_id: row.author_id,
    content: row.content,
    created_at: row.created_at,
    first_name: row.first_name,
    last_name: row.last_name,
    title: row.title,
    affiliation: row.affiliation,
    qualification: row.qualification,
    avatar_url: row.avatar_url,
    reporter_email: seesEmail ? row.email : null,
    is_hidden: row.hidden_at !== null,
    hidden_reason: row.hidden_at !== null ? row.hidden_reason : null,
    helpful_count: Number(row.helpful_count ?? 0),
    // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
    helped_by_me: Number(row.helped_by_me) === 1,
  };
}

async function assertOutbreakExists(db: Db, outbreakId: number): Promise<void> {
  const outbreak = await db
    .selectFrom('outbreaks')
    .select('id')
    .where('id', '=', outbreakId)
    .executeTakeFirst();
  if (!outbreak) throw notFound(OUTBREAK_MESSAGES.notFound);
}

export async function listComments(
  db: Db,
  options: { outbreakId: number; page: number; limit: number; viewer: AuthUser | null },
): Promise<CommentListResponse> {
  await assertOutbreakExists(db, options.outbreakId);
  const window = pageWindow(options);
  const { viewer } = options;
  let query = selectComments(db, viewer?.id ?? null).where('cm.outbreak_id', '=', options.outbreakId);
  // Hidden comments reach admins, and their own author (marked hidden); nobody else.
  if (!viewer) query = query.where('cm.hidden_at', 'is', null);
  else if (!isAdminRole(viewer.role_id))
    query = query.where((eb) => eb.or([eb('cm.hidden_at', 'is', null), eb('cm.author_id', '=', viewer.id)]));
  const rows = await query
    .orderBy('cm.created_at', 'desc')
    .orderBy('cm.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const page = pageOf(rows, options);
  return {
    comments: page.rows.map((row) => presentComment(row, options.viewer)),
    has_more: page.has_more,
  };
}

/** A comment, and the notifications it causes (the reporter, the outbreak's followers), in one transaction. */
export async function createComment(
  db: Db,
  options: { outbreakId: number; content: string; author: AuthUser; notify: NotifyContext },
): Promise<Comment> {
  await assertOutbreakExists(db, options.outbreakId);
  const created = await db.transaction().execute(async (tx) => {
    const comment = await tx
      .insertInto('comments')
      .values({ outbreak_id: options.outbreakId, author_id: options.author.id, content: options.content })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyCommentAdded(tx, options.notify, comment.id);
    return comment;
  });
  const row = await selectComments(db, options.author.id)
    .where('cm.id', '=', created.id)
    .executeTakeFirstOrThrow();
  return presentComment(row, options.author);
}
