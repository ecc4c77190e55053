import { EMBED_PATHS } from '@outbreak-watch/domain';
import { generatePath } from 'react-router';

/**
 * Route patterns of the spec's route table (spec §2), written once. The router registers these; links
 * use the `paths` builders below, never string literals.
 */
export const ROUTES = {
  home: '/',
  register: '/auth/register',
  login: '/auth/login',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/verify-email',
  verificationReminder: '/auth/verification-reminder',
  emailSent: '/auth/email-sent/:emailType',
  map: '/map',
  analysis: '/analysis',
  situation: '/situation',
  signals: '/signals',
  signal: '/signals/:id',
  information: '/information',
  contact: '/contact',
  reports: '/reports',
  reportAdd: '/reports/add',
  details: '/details/:id',
  disease: '/diseases/:id',
  profileMe: '/profile/me',
  profile: '/profile/:userId',
  notifications: '/notifications',
  unsubscribe: '/unsubscribe',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminAffiliations: '/admin/affiliations',
  adminAffiliationCreate: '/admin/affiliations/create',
  adminAffiliationEdit: '/admin/affiliations/:id/edit',
  adminTitles: '/admin/titles',
  adminTitleCreate: '/admin/titles/create',
  adminTitleEdit: '/admin/titles/:id/edit',
  adminQualifications: '/admin/qualifications',
  adminQualificationCreate: '/admin/qualifications/create',
  adminQualificationEdit: '/admin/qualifications/:id/edit',
  adminQuestions: '/admin/questions',
  adminQuestionEdit: '/admin/questions/:id/edit',
  adminUsers: '/admin/users',
  adminOutbreaks: '/admin/outbreaks',
  adminOutbreak: '/admin/outbreaks/:id',
  adminModeration: '/admin/moderation',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  adminAlerts: '/admin/alerts',
  adminExchange: '/admin/exchange',
  adminImports: '/admin/imports',
  adminImport: '/admin/imports/:id',
  embedEpicurve: EMBED_PATHS.epicurve,
  embedMap: EMBED_PATHS.map,
} as const;

export type EmailSentType = 'verification' | 'password-reset';
type Id = number | string;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** A page with a query of its own view (the filter vocabulary's names), or the bare page without one. */
function withSearch(path: string, search: URLSearchParams): string {
  return search.size > 0 ? `${path}?${search}` : path;
}

const idPath = (pattern: string) => (id: Id) => generatePath(pattern, { id: String(id) });

/** Link targets. Static screens are strings; screens with parameters or queries are builders. */
export const paths = {
  home: ROUTES.home,
  register: ROUTES.register,
  login: (returnUrl?: string) => withQuery(ROUTES.login, { returnUrl }),
  forgotPassword: ROUTES.forgotPassword,
  resetPassword: (token: string, email: string) => withQuery(ROUTES.resetPassword, { token, email }),
  verifyEmail: (code: string, email: string) => withQuery(ROUTES.verifyEmail, { code, email }),
  verificationReminder: ROUTES.verificationReminder,
  emailSent: (emailType: EmailSentType, email?: string) =>
    withQuery(generatePath(ROUTES.emailSent, { emailType }), { email }),
  map: ROUTES.map,
  analysis: ROUTES.analysis,
  /** A situation report for a country, region and/or disease and a period (the API's filter names). */
  situation: (filter: { country_id?: Id; region?: Id; disease_id?: Id; from?: string; to?: string } = {}) =>
    withQuery(ROUTES.situation, {
      country_id: filter.country_id === undefined ? undefined : String(filter.country_id),
      region: filter.region === undefined ? undefined : String(filter.region),
      disease_id: filter.disease_id === undefined ? undefined : String(filter.disease_id),
      from: filter.from,
      to: filter.to,
    }),
  /** The Signals page, narrowed to one country when given. */
  signals: (countryId?: Id) =>
    withQuery(ROUTES.signals, { country_id: countryId === undefined ? undefined : String(countryId) }),
  /** A signal's own page; over confirmed reports only when asked. */
  signal: (id: Id, confirmed?: boolean) =>
    withQuery(generatePath(ROUTES.signal, { id: String(id) }), { confirmed: confirmed ? 'true' : undefined }),
  information: ROUTES.information,
  /** The terms of service and privacy sections of the information page. */
  terms: `${ROUTES.information}#terms`,
  privacy: `${ROUTES.information}#privacy`,
  contact: ROUTES.contact,
  reports: ROUTES.reports,
  /** The Reports page narrowed to the reports an import added. */
  importReports: (importId: Id) => withQuery(ROUTES.reports, { import: String(importId) }),
  reportsAfterReport: withQuery(ROUTES.reports, { reported: 'success' }),
  reportAdd: ROUTES.reportAdd,
  details: idPath(ROUTES.details),
  /** A disease's own page: what it is, its signals and recent outbreaks. */
  disease: idPath(ROUTES.disease),
  /** The home page's outbreak list narrowed to a disease or a country. */
  outbreaksOf: (filter: { disease_id?: Id; country_id?: Id }) =>
    withQuery(ROUTES.home, {
      disease_id: filter.disease_id === undefined ? undefined : String(filter.disease_id),
      country_id: filter.country_id === undefined ? undefined : String(filter.country_id),
    }),
  profileMe: ROUTES.profileMe,
  profile: (userId: Id) => generatePath(ROUTES.profile, { userId: String(userId) }),
  notifications: ROUTES.notifications,
  /** The page a notification mail's unsubscribe link opens (the API's one-click link is separate). */
  unsubscribe: (token: string) => withQuery(ROUTES.unsubscribe, { token }),
  adminDashboard: ROUTES.adminDashboard,
  adminAffiliations: ROUTES.adminAffiliations,
  adminAffiliationCreate: ROUTES.adminAffiliationCreate,
  adminAffiliationEdit: idPath(ROUTES.adminAffiliationEdit),
  adminTitles: ROUTES.adminTitles,
  adminTitleCreate: ROUTES.adminTitleCreate,
  adminTitleEdit: idPath(ROUTES.adminTitleEdit),
  adminQualifications: ROUTES.adminQualifications,
  adminQualificationCreate: ROUTES.adminQualificationCreate,
  adminQualificationEdit: idPath(ROUTES.adminQualificationEdit),
  adminQuestions: ROUTES.adminQuestions,
  adminQuestionEdit: idPath(ROUTES.adminQuestionEdit),
  adminUsers: ROUTES.adminUsers,
  adminOutbreaks: ROUTES.adminOutbreaks,
  adminOutbreak: idPath(ROUTES.adminOutbreak),
  adminModeration: ROUTES.adminModeration,
  adminSettings: ROUTES.adminSettings,
  adminAudit: ROUTES.adminAudit,
  adminAlerts: ROUTES.adminAlerts,
  adminExchange: ROUTES.adminExchange,
  adminImports: ROUTES.adminImports,
  adminImport: idPath(ROUTES.adminImport),
  withSearch,
  /** The epidemic curve alone, for another site's frame, with its filter and stack. */
  embedEpicurve: (search: URLSearchParams) => withSearch(ROUTES.embedEpicurve, search),
  /** The map alone, for another site's frame, with its filter, colouring and frame. */
  embedMap: (search: URLSearchParams) => withSearch(ROUTES.embedMap, search),
} as const;
