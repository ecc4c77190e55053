import { ADMIN_USER_MESSAGES, ROLE, type ErrorResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forUpdate } from '../../db/row-lock.js';
import { signedInUser, type SignedInUser } from '../../test/admin-fixtures.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('admins acting on each other at the same moment on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const superAdmin = () => signedInUser(t, { role_id: ROLE.SUPER_ADMIN });
  const remove = (actor: SignedInUser, target: SignedInUser) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${target.id}`, headers: bearer(actor.token) });
  const activeSuperAdmins = async (ids: number[]) =>
    (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('role_id', '=', ROLE.SUPER_ADMIN)
        .where('deleted_at', 'is', null)
        .where('is_suspended', '=', false)
        .execute()
    ).map((row) => row.id);

  /**
   * Runs both requests while a transaction holds both accounts' rows, so that both are past sign-in
   * checks and meet at the row locks when it lets go, however the machine schedules them.
   */
  async function meetingAt(ids: number[], requests: () => Promise<Awaited<ReturnType<typeof remove>>[]>) {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.app.db.transaction().execute(async (tx) => {
      await forUpdate(tx, tx.selectFrom('users').select('id').where('id', 'in', ids)).execute();
      locked();
      await held;
    });
    await isLocked;
    const answers = requests();
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await holder;
    return answers;
  }

  it('two super admins deleting each other: one wins, the other gets a 409, one super admin is left', async () => {
    // Several rounds, so that the two requests really meet in the database.
    for (let round = 0; round < 8; round += 1) {
      const [first, second] = [await superAdmin(), await superAdmin()];
      const answers = await meetingAt([first.id, second.id], () =>
        Promise.all([remove(first, second), remove(second, first)]),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([204, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409)!;
      expect(lost.json<ErrorResponse>().message).toBe(ADMIN_USER_MESSAGES.actorChanged);
      expect(await activeSuperAdmins([first.id, second.id])).toHaveLength(1);
    }
  });

  it('two super admins suspending each other leave one active', async () => {
    const [first, second] = [await superAdmin(), await superAdmin()];
    const suspend = (actor: SignedInUser, target: SignedInUser) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.id}/suspend`,
        headers: bearer(actor.token),
      });
    const answers = await meetingAt([first.id, second.id], () =>
      Promise.all([suspend(first, second), suspend(second, first)]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await activeSuperAdmins([first.id, second.id])).toHaveLength(1);
  });
});
