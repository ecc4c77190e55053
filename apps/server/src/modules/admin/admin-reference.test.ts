import {
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  SECRET_MASK,
  type AdminDashboard,
  type AdminSettingsResponse,
  type AssessmentQuestion,
  type ErrorResponse,
  type MetadataItem,
  type QuestionListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, countAudit, failAuditInserts, type AdminCall } from '../../test/admin-fixtures.js';
import { bearer, countTables, createUser } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** Every administration endpoint of this module, with a body that would be valid. */
const ADMIN_ENDPOINTS: AdminCall[] = [
  ['GET', '/api/admin/dashboard', undefined],
  ['GET', '/api/admin/settings', undefined],
  ['GET', '/api/admin/table-sizes', undefined],
  ...(['titles', 'affiliations', 'qualifications'] as const).flatMap((plural): AdminCall[] => [
    ['GET', `/api/admin/${plural}`, undefined],
    ['GET', `/api/admin/${plural}/1`, undefined],
    ['POST', `/api/admin/${plural}`, { name: 'Access check', is_custom: true }],
    ['PUT', `/api/admin/${plural}/1`, { name: 'Access check', is_custom: true }],
    ['DELETE', `/api/admin/${plural}/1`, undefined],
  ]),
  ['POST', '/api/admin/qualification', { name: 'Access check', is_custom: true }],
  ['GET', '/api/admin/outbreak-questions', undefined],
  ['GET', '/api/admin/outbreak-questions/1', undefined],
  [
    'PUT',
    '/api/admin/outbreak-questions/1',
    { question_key: 'cases', label: 'Cases', min_value: 0, max_value: 10, display_order: 1, is_active: true },
  ],
  ['GET', '/api/admin/users', undefined],
  ['GET', '/api/admin/users/1', undefined],
  ['PUT', '/api/admin/users/1/verify', undefined],
  ['PUT', '/api/admin/users/1/suspend', undefined],
  ['PUT', '/api/admin/users/1/unsuspend', undefined],
  ['PUT', '/api/admin/users/1/role', { role_id: 3 }],
  ['DELETE', '/api/admin/users/1', undefined],
  ['GET', '/api/admin/audit', undefined],
  ['GET', '/api/admin/audit/export.csv', undefined],
];

describe.each(DATABASE_KINDS)('administration of reference data on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (method: AdminCall[0], url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const asAdmin = (method: AdminCall[0], url: string, payload?: object) =>
    request(method, url, users.admin.token, payload);

  describe('who may use it', () => {
    it.each(ADMIN_ENDPOINTS)(
      '%s %s is 401 for visitors and 403 for bloggers and reporters, changing nothing',
      async (method, url, payload) => {
        const tables = ['titles', 'affiliations', 'qualifications', 'users', 'audit_log'] as const;
        const before = await countTables(t.app.db, tables);
        const deniedBefore = await countAudit(t.app.db, AUDIT_ACTIONS.accessDenied);
        expect((await request(method, url, undefined, payload)).statusCode).toBe(401);
        expect((await request(method, url, users.blogger.token, payload)).statusCode).toBe(403);
        expect((await request(method, url, users.reporter.token, payload)).statusCode).toBe(403);
        // The only trace: each refusal of a signed-in user is a security event in the audit log.
        expect(await countAudit(t.app.db, AUDIT_ACTIONS.accessDenied)).toBe(deniedBefore + 2);
        expect(await countTables(t.app.db, tables)).toEqual({ ...before, audit_log: before.audit_log + 2 });
      },
    );

    it('refuses a malformed request from a visitor with 401, not a validation message', async () => {
      expect((await request('POST', '/api/admin/titles', undefined, { name: 1 })).statusCode).toBe(401);
    });
  });

  describe.each(['title', 'affiliation', 'qualification'] as const)('the %s list', (entry) => {
    const plural = `${entry}s`;

    it('creates, reads, renames and deletes, one audit entry each', async () => {
      const audit = await countAudit(t.app.db);
      const created = await asAdmin('POST', `/api/admin/${plural}`, {
        name: `  Field ${entry}  `,
        is_custom: false,
      });
      expect(created.statusCode).toBe(201);
      const item = created.json<MetadataItem>();
      expect(item).toMatchObject({ name: `Field ${entry}`, is_custom: false });
      expect(await countAudit(t.app.db, `${entry}.create`)).toBe(1);

      const list = (await asAdmin('GET', `/api/admin/${plural}`)).json<Record<string, MetadataItem[]>>();
      expect(list[plural]).toContainEqual(item);
      expect((await asAdmin('GET', `/api/admin/${plural}/${item.id}`)).json()).toEqual(item);

      const renamed = await asAdmin('PUT', `/api/admin/${plural}/${item.id}`, {
        name: `Renamed ${entry}`,
        is_custom: true,
      });
      expect(renamed.json<MetadataItem>()).toMatchObject({
        id: item.id,
        name: `Renamed ${entry}`,
        is_custom: true,
      });
      // The register form's lists show the new name at once.
      const metadata = (await request('GET', '/api/profile/metadata')).body;
      expect(metadata).toContain(`Renamed ${entry}`);

      expect((await asAdmin('DELETE', `/api/admin/${plural}/${item.id}`)).statusCode).toBe(204);
      expect((await asAdmin('GET', `/api/admin/${plural}/${item.id}`)).statusCode).toBe(404);
      expect(await countAudit(t.app.db)).toBe(audit + 3);
      const [entryAudit] = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', `${entry}.update`)
        .where('target_id', '=', item.id)
        .execute();
      expect(entryAudit).toMatchObject({ actor_id: users.admin.id, target_type: entry });
      expect(JSON.parse(entryAudit.details!)).toEqual({
        before: { name: `Field ${entry}`, is_custom: false },
        after: { name: `Renamed ${entry}`, is_custom: true },
      });
    });

    it('refuses names outside 2 to 100 characters and duplicates, changing nothing', async () => {
      await asAdmin('POST', `/api/admin/${plural}`, { name: `Taken ${entry}`, is_custom: true });
      const before = await countTables(t.app.db, [plural as 'titles', 'audit_log']);
      const short = await asAdmin('POST', `/api/admin/${plural}`, { name: ' x ', is_custom: true });
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorResponse>().details).toContainEqual({
        field: 'name',
        message: ADMIN_MESSAGES.nameTooShort,
      });
      const long = await asAdmin('POST', `/api/admin/${plural}`, { name: 'x'.repeat(101), is_custom: true });
      expect(long.json<ErrorResponse>().details).toContainEqual({
        field: 'name',
        message: ADMIN_MESSAGES.nameTooLong,
      });
      expect((await asAdmin('POST', `/api/admin/${plural}`, { name: 'Fine', extra: 1 })).statusCode).toBe(
        400,
      );
      const duplicate = await asAdmin('POST', `/api/admin/${plural}`, {
        name: `TAKEN  ${entry}`,
        is_custom: true,
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json<ErrorResponse>().message).toBe(
        ADMIN_MESSAGES.duplicateName(entry, `TAKEN  ${entry}`),
      );
      expect(
        (await asAdmin('PUT', `/api/admin/${plural}/2147483647`, { name: 'Nobody', is_custom: true }))
          .statusCode,
      ).toBe(404);
      expect((await asAdmin('GET', `/api/admin/${plural}/abc`)).statusCode).toBe(400);
      expect(await countTables(t.app.db, [plural as 'titles', 'audit_log'])).toEqual(before);
    });

    it('refuses to delete an entry a user has, saying how many', async () => {
      const item = (
        await asAdmin('POST', `/api/admin/${plural}`, { name: `Used ${entry}`, is_custom: true })
      ).json<MetadataItem>();
      await createUser(t.app.db, { [`${entry}_id`]: item.id });
      const refused = await asAdmin('DELETE', `/api/admin/${plural}/${item.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorResponse>().message).toBe(ADMIN_MESSAGES.inUse(entry, 1));
      expect((await asAdmin('GET', `/api/admin/${plural}/${item.id}`)).statusCode).toBe(200);
      expect(await countAudit(t.app.db, `${entry}.delete`)).toBe(1);
    });
  });

  it('creates qualifications on the singular path too', async () => {
    const response = await asAdmin('POST', '/api/admin/qualification', {
      name: 'Vector ecologist',
      is_custom: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<MetadataItem>().name).toBe('Vector ecologist');
  });

  it('writes nothing when the audit entry cannot be written', async () => {
    const before = await countTables(t.app.db, ['titles', 'audit_log']);
    const restore = await failAuditInserts(t.app.db, kind, 'title.create');
    try {
      expect(
        (await asAdmin('POST', '/api/admin/titles', { name: 'Never kept', is_custom: true })).statusCode,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect(await countTables(t.app.db, ['titles', 'audit_log'])).toEqual(before);
  });

  describe('assessment questions', () => {
    const questions = async () =>
      (await asAdmin('GET', '/api/admin/outbreak-questions')).json<QuestionListResponse>().questions;
    const editable = (q: AssessmentQuestion) => ({
      question_key: q.question_key,
      label: q.label,
      description: q.description,
      min_value: q.min_value,
      max_value: q.max_value,
      display_order: q.display_order,
      is_active: q.is_active,
    });

    it('lists every question and shows an edited label on the report form at once', async () => {
      const [first] = await questions();
      const response = await asAdmin('PUT', `/api/admin/outbreak-questions/${first.id}`, {
        ...editable(first),
        label: 'Confirmed and probable cases',
        description: 'Count both.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AssessmentQuestion>()).toMatchObject({
        label: 'Confirmed and probable cases',
        description: 'Count both.',
      });
      const form = (await request('GET', '/api/outbreaks/assessment-questions')).json<AssessmentQuestion[]>();
      expect(form.find((q) => q.id === first.id)?.label).toBe('Confirmed and probable cases');
      expect(await countAudit(t.app.db, AUDIT_ACTIONS.questionUpdate)).toBe(1);
    });

    it('refuses min ≥ max, bad lengths, a changed metric key and a deactivated metric question, changing nothing', async () => {
      const all = await questions();
      const cases = all.find((q) => q.question_key === 'cases')!;
      const before = await questions();
      const audit = await countAudit(t.app.db);
      const put = (body: object) =>
        asAdmin('PUT', `/api/admin/outbreak-questions/${cases.id}`, { ...editable(cases), ...body });

      const minMax = await put({ min_value: 10, max_value: 10 });
      expect(minMax.statusCode).toBe(400);
      expect(minMax.json<ErrorResponse>().details).toContainEqual({
        field: 'max_value',
        message: ADMIN_MESSAGES.minBelowMax,
      });
      expect((await put({ question_key: 'c' })).statusCode).toBe(400);
      expect((await put({ label: 'x'.repeat(201) })).statusCode).toBe(400);
      expect((await put({ max_value: 1e13 })).statusCode).toBe(400);
      const renamed = await put({ question_key: 'cases_total' });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json<ErrorResponse>().message).toBe(ADMIN_MESSAGES.metricKeyFixed('cases'));
      const inactive = await put({ is_active: false });
      expect(inactive.json<ErrorResponse>().message).toBe(ADMIN_MESSAGES.metricQuestionActive('cases'));
      const taken = all.find((q) => q.question_key !== 'cases')!;
      const other = all.find(
        (q) => !['cases', 'deaths', 'population_at_risk', 'secondary_cases'].includes(q.question_key),
      );
      if (other) {
        const duplicate = await asAdmin('PUT', `/api/admin/outbreak-questions/${other.id}`, {
          ...editable(other),
          question_key: taken.question_key,
        });
        expect(duplicate.statusCode).toBe(409);
      }
      expect((await asAdmin('GET', '/api/admin/outbreak-questions/2147483647')).statusCode).toBe(404);
      expect(await questions()).toEqual(before);
      expect(await countAudit(t.app.db)).toBe(audit);
    });
  });

  describe('dashboard and settings', () => {
    it('counts the work waiting and shows the latest audit entries', async () => {
      await createUser(t.app.db, { is_verified: false });
      await createUser(t.app.db, { is_suspended: true });
      const dashboard = (await asAdmin('GET', '/api/admin/dashboard')).json<AdminDashboard>();
      expect(dashboard.unverified_users).toBeGreaterThanOrEqual(1);
      expect(dashboard.suspended_users).toBeGreaterThanOrEqual(1);
      expect(dashboard.unconfirmed_outbreaks).toBe(0);
      expect(dashboard.hidden_comments).toBe(0);
      expect(dashboard.recent_audit.length).toBeGreaterThan(0);
      expect(dashboard.recent_audit[0].id).toBeGreaterThan(dashboard.recent_audit.at(-1)!.id);
    });

    it('shows the running configuration with every secret masked', async () => {
      const response = await asAdmin('GET', '/api/admin/settings');
      const { settings } = response.json<AdminSettingsResponse>();
      expect(response.body).not.toContain(t.config.jwtSecret);
      const secret = settings.find((s) => s.key === 'JWT_SECRET')!;
      expect(secret).toMatchObject({ value: SECRET_MASK, is_secret: true });
      expect(settings.find((s) => s.key === 'PUBLIC_URL')?.value).toBe(t.config.publicUrl);
      for (const setting of settings.filter((s) => s.is_secret))
        expect([SECRET_MASK, null]).toContain(setting.value);
    });
  });
});
