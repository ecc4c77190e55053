import {
  ROLE,
  type AdminUser,
  type AssessmentQuestion,
  type MetadataItem,
  type SessionUser,
} from '@outbreak-watch/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { ROUTES } from '../../lib/paths';
import { startSession } from '../../lib/session';
import { createAuthResponse } from '../../test/auth-fixtures';
import { QuestionEditPage } from './questions/question-edit-page';
import { QuestionsPage } from './questions/questions-page';
import {
  AffiliationCreatePage,
  QualificationEditPage,
  ReferenceCreatePage,
  ReferenceEditPage,
  TitleEditPage,
} from './reference/reference-form-page';
import { AffiliationsPage, QualificationsPage, TitlesPage } from './reference/reference-list-page';
import { UsersPage } from './users/users-page';
import { AlertLogPage } from './alerts/alert-log-page';
import { AuditPage } from './audit/audit-page';
import { ExchangePage } from './exchange/exchange-page';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page';
import { ModerationPage } from './moderation/moderation-page';
import { OutbreakReviewPage } from './outbreaks/outbreak-review-page';
import { VerificationQueuePage } from './outbreaks/verification-queue-page';
import { AdminSettingsPage } from './settings/admin-settings-page';
import { ImportPage } from './imports/import-page';
import { ImportsPage } from './imports/imports-page';

// These screens wait for debounced searches and real redirect delays; on a busy 2-core machine the
// default one second for `findBy…` and `waitFor` is too tight.
configure({ asyncUtilTimeout: 4000 });

/** The signed-in admin of these tests. */
export function createAdminSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'admin@example.org',
    first_name: 'Ada',
    last_name: 'Admin',
    role_id: ROLE.ADMIN,
    is_verified: true,
    user_type: 'regular',
    ...overrides,
  };
}

export function createMetadataItem(overrides: Partial<MetadataItem> = {}): MetadataItem {
  return { id: 3, name: 'Dr.', is_custom: false, created_at: '2026-03-05T10:00:00.000Z', ...overrides };
}

export function createQuestion(overrides: Partial<AssessmentQuestion> = {}): AssessmentQuestion {
  return {
    id: 2,
    question_key: 'cases',
    label: 'Number of cases',
    description: 'Confirmed and suspected cases so far',
    min_value: 0,
    max_value: 10,
    is_active: true,
    display_order: 1,
    created_at: '2026-01-15T08:00:00.000Z',
    ...overrides,
  };
}

export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 20,
    email: 'jane.doe@example.org',
    first_name: 'Jane',
    middle_name: null,
    last_name: 'Doe',
    title_name: 'Dr.',
    qualification_name: 'Epidemiologist',
    affiliation_name: null,
    role_id: ROLE.REPORTER,
    user_type: 'reporter',
    is_verified: false,
    is_suspended: false,
    created_at: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}

/** The admin screens of this feature at their real paths; the app's router wires the same pages. */
const adminRoutes: RouteObject[] = [
  { path: ROUTES.adminTitles, element: <TitlesPage /> },
  { path: ROUTES.adminTitleCreate, element: <ReferenceCreatePage kind="title" /> },
  { path: ROUTES.adminTitleEdit, Component: TitleEditPage },
  { path: ROUTES.adminAffiliations, element: <AffiliationsPage /> },
  { path: ROUTES.adminAffiliationCreate, Component: AffiliationCreatePage },
  { path: ROUTES.adminAffiliationEdit, element: <ReferenceEditPage kind="affiliation" /> },
  { path: ROUTES.adminQualifications, element: <QualificationsPage /> },
  { path: ROUTES.adminQualificationCreate, element: <ReferenceCreatePage kind="qualification" /> },
  { path: ROUTES.adminQualificationEdit, Component: QualificationEditPage },
  { path: ROUTES.adminQuestions, element: <QuestionsPage /> },
  { path: ROUTES.adminQuestionEdit, element: <QuestionEditPage /> },
  { path: ROUTES.adminUsers, element: <UsersPage /> },
  { path: ROUTES.adminDashboard, element: <AdminDashboardPage /> },
  { path: ROUTES.adminOutbreaks, element: <VerificationQueuePage /> },
  { path: ROUTES.adminOutbreak, element: <OutbreakReviewPage /> },
  { path: ROUTES.adminModeration, element: <ModerationPage /> },
  { path: ROUTES.adminSettings, element: <AdminSettingsPage /> },
  { path: ROUTES.adminAudit, element: <AuditPage /> },
  { path: ROUTES.adminAlerts, element: <AlertLogPage /> },
  { path: ROUTES.adminExchange, element: <ExchangePage /> },
  { path: ROUTES.adminImports, element: <ImportsPage /> },
  { path: ROUTES.adminImport, element: <ImportPage /> },
];

/** Renders the admin screen at `path`, signed in as `user` (an admin unless told otherwise). */
export function renderAdmin(path: string, { user = createAdminSessionUser() }: { user?: SessionUser } = {}) {
  startSession(createAuthResponse({ user }), { remember: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const result = render(
    <LocaleProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

export async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
