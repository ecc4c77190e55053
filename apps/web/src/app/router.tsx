import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { EmbedLoading } from '../components/embed-frame';
import { paths, ROUTES } from '../lib/paths';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { RootLayout, RootLoading } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * The route tree. Every screen is its own chunk, loaded on first visit. Screens render inside a
 * pathless error-boundary route, so a failing screen keeps the header and footer.
 */
export const routes: RouteObject[] = [
  // Charts and maps alone, for other sites' frames: outside the root layout, so no header or footer.
  {
    path: ROUTES.embedEpicurve,
    HydrateFallback: EmbedLoading,
    ErrorBoundary: RouteError,
    lazy: async () => ({
      Component: (await import('../features/analytics/embed-epicurve-page')).EmbedEpicurvePage,
    }),
  },
  {
    path: ROUTES.embedMap,
    HydrateFallback: EmbedLoading,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('../features/map/embed-map-page')).EmbedMapPage }),
  },
  {
    path: ROUTES.home,
    Component: RootLayout,
    HydrateFallback: RootLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            path: ROUTES.map,
            lazy: async () => ({ Component: (await import('../features/map/map-page')).MapPage }),
          },
          {
            path: ROUTES.analysis,
            lazy: async () => ({
              Component: (await import('../features/analytics/analytics-page')).AnalyticsPage,
            }),
          },
          {
            path: ROUTES.situation,
            lazy: async () => ({
              Component: (await import('../features/situation/situation-page')).SituationPage,
            }),
          },
          {
            path: ROUTES.signals,
            lazy: async () => ({ Component: (await import('../features/signals/signals-page')).SignalsPage }),
          },
          {
            path: ROUTES.signal,
            lazy: async () => ({ Component: (await import('../features/signals/signal-page')).SignalPage }),
          },
          {
            path: ROUTES.disease,
            lazy: async () => ({
              Component: (await import('../features/outbreaks/disease/disease-page')).DiseasePage,
            }),
          },
          {
            path: ROUTES.information,
            lazy: async () => ({
              Component: (await import('../features/information/information-page')).InformationPage,
            }),
          },
          {
            path: ROUTES.contact,
            lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
          },
          {
            path: ROUTES.reports,
            lazy: async () => ({
              Component: (await import('../features/outbreaks/reports-feed/reports-page')).ReportsPage,
            }),
          },
          {
            // `/details/:id`, and `/details?id=` as the analytics page links it (spec §2).
            path: `${ROUTES.details}?`,
            lazy: async () => ({
              Component: (await import('./routes/outbreak-details-route')).OutbreakDetailsRoute,
            }),
          },
          {
            Component: RedirectIfSignedIn,
            children: [
              {
                path: ROUTES.login,
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
              {
                path: ROUTES.register,
                lazy: async () => ({
                  Component: (await import('../features/auth/register-page')).RegisterPage,
                }),
              },
            ],
          },
          {
            path: ROUTES.forgotPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: ROUTES.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: ROUTES.verifyEmail,
            lazy: async () => ({
              Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage,
            }),
          },
          {
            path: ROUTES.verificationReminder,
            lazy: async () => ({
              Component: (await import('../features/auth/verification-reminder-page'))
                .VerificationReminderPage,
            }),
          },
          {
            path: ROUTES.emailSent,
            lazy: async () => ({
              Component: (await import('../features/auth/email-sent-page')).EmailSentPage,
            }),
          },
          {
            // Opened from a mail, signed in or not; it unsubscribes only when its button is pressed.
            path: ROUTES.unsubscribe,
            lazy: async () => ({
              Component: (await import('../features/notifications/unsubscribe-page')).UnsubscribePage,
            }),
          },
          {
            // Signed-in screens: visitors are sent to the login form and brought back afterwards.
            Component: RequireAuth,
            children: [
              {
                path: ROUTES.reportAdd,
                lazy: async () => ({
                  Component: (await import('../features/outbreaks/report-form/report-outbreak-page'))
                    .ReportOutbreakPage,
                }),
              },
              {
                path: ROUTES.profileMe,
                lazy: async () => ({
                  Component: (await import('../features/profile/own-profile-page')).OwnProfilePage,
                }),
              },
              {
                path: ROUTES.profile,
                lazy: async () => ({
                  Component: (await import('../features/profile/public-profile-page')).PublicProfilePage,
                }),
              },
              {
                path: ROUTES.notifications,
                lazy: async () => ({
                  Component: (await import('../features/notifications/notifications-page')).NotificationsPage,
                }),
              },
            ],
          },
          {
            // Administration: admins and super admins only (the layout's guard; the server enforces it too).
            path: ROUTES.admin,
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: [
              { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
              {
                path: ROUTES.adminDashboard,
                lazy: async () => ({
                  Component: (await import('../features/admin/dashboard/admin-dashboard-page'))
                    .AdminDashboardPage,
                }),
              },
              {
                path: ROUTES.adminTitles,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-list-page')).TitlesPage,
                }),
              },
              {
                path: ROUTES.adminTitleCreate,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-form-page'))
                    .TitleCreatePage,
                }),
              },
              {
                path: ROUTES.adminTitleEdit,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-form-page')).TitleEditPage,
                }),
              },
              {
                path: ROUTES.adminAffiliations,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-list-page'))
                    .AffiliationsPage,
                }),
              },
              {
                path: ROUTES.adminAffiliationCreate,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-form-page'))
                    .AffiliationCreatePage,
                }),
              },
              {
                path: ROUTES.adminAffiliationEdit,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-form-page'))
                    .AffiliationEditPage,
                }),
              },
              {
                path: ROUTES.adminQualifications,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-list-page'))
                    .QualificationsPage,
                }),
              },
              {
                path: ROUTES.adminQualificationCreate,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-form-page'))
                    .QualificationCreatePage,
                }),
              },
              {
                path: ROUTES.adminQualificationEdit,
                lazy: async () => ({
                  Component: (await import('../features/admin/reference/reference-form-page'))
                    .QualificationEditPage,
                }),
              },
              {
                path: ROUTES.adminQuestions,
                lazy: async () => ({
                  Component: (await import('../features/admin/questions/questions-page')).QuestionsPage,
                }),
              },
              {
                path: ROUTES.adminQuestionEdit,
                lazy: async () => ({
                  Component: (await import('../features/admin/questions/question-edit-page'))
                    .QuestionEditPage,
                }),
              },
              {
                path: ROUTES.adminUsers,
                lazy: async () => ({
                  Component: (await import('../features/admin/users/users-page')).UsersPage,
                }),
              },
              {
                path: ROUTES.adminOutbreaks,
                lazy: async () => ({
                  Component: (await import('../features/admin/outbreaks/verification-queue-page'))
                    .VerificationQueuePage,
                }),
              },
              {
                path: ROUTES.adminOutbreak,
                lazy: async () => ({
                  Component: (await import('../features/admin/outbreaks/outbreak-review-page'))
                    .OutbreakReviewPage,
                }),
              },
              {
                path: ROUTES.adminModeration,
                lazy: async () => ({
                  Component: (await import('../features/admin/moderation/moderation-page')).ModerationPage,
                }),
              },
              {
                path: ROUTES.adminSettings,
                lazy: async () => ({
                  Component: (await import('../features/admin/settings/admin-settings-page'))
                    .AdminSettingsPage,
                }),
              },
              {
                path: ROUTES.adminAudit,
                lazy: async () => ({
                  Component: (await import('../features/admin/audit/audit-page')).AuditPage,
                }),
              },
              {
                path: ROUTES.adminImports,
                lazy: async () => ({
                  Component: (await import('../features/admin/imports/imports-page')).ImportsPage,
                }),
              },
              {
                path: ROUTES.adminImport,
                lazy: async () => ({
                  Component: (await import('../features/admin/imports/import-page')).ImportPage,
                }),
              },
              {
                path: ROUTES.adminAlerts,
                lazy: async () => ({
                  Component: (await import('../features/admin/alerts/alert-log-page')).AlertLogPage,
                }),
              },
              {
                path: ROUTES.adminExchange,
                lazy: async () => ({
                  Component: (await import('../features/admin/exchange/exchange-page')).ExchangePage,
                }),
              },
              { path: '*', element: <Navigate to={paths.adminDashboard} replace /> },
            ],
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
