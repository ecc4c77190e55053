import { defineMessages, PRODUCT_MESSAGE_DESCRIPTORS } from '@outbreak-watch/domain';

/** The navigation's items (spec §2); their names are also the pages' titles. */
export const NAV_MESSAGES = defineMessages({
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard', description: 'Navigation: the home page.' },
  map: { id: 'nav.map', defaultMessage: 'Map', description: 'Navigation: the world map of outbreaks.' },
  reports: {
    id: 'nav.reports',
    defaultMessage: 'Reports',
    description: 'Navigation: the list of outbreak reports.',
  },
  analysis: {
    id: 'nav.analysis',
    defaultMessage: 'Analysis',
    description: 'Navigation: charts and statistics.',
  },
  signals: {
    id: 'nav.signals',
    defaultMessage: 'Signals',
    description: 'Navigation: statistical alerts of unusual rises in reports (signal detection).',
  },
  information: {
    id: 'nav.information',
    defaultMessage: 'Information',
    description: 'Navigation: about the site.',
  },
  contact: { id: 'nav.contact', defaultMessage: 'Contact', description: 'Navigation: the contact form.' },
  reportOutbreak: {
    id: 'nav.reportOutbreak',
    defaultMessage: 'Report Outbreak',
    description: 'Navigation: the form to report a new outbreak.',
  },
  adminPanel: {
    id: 'nav.adminPanel',
    defaultMessage: 'Admin Panel',
    description: 'Navigation: administration.',
  },
  profile: {
    id: 'nav.profile',
    defaultMessage: 'Profile',
    description: 'Navigation: the signed-in user’s profile.',
  },
  adminDashboard: {
    id: 'nav.admin.dashboard',
    defaultMessage: 'Admin Dashboard',
    description: 'Admin navigation.',
  },
  adminUsers: {
    id: 'nav.admin.users',
    defaultMessage: 'Users',
    description: 'Admin navigation: user accounts.',
  },
  adminOutbreaks: {
    id: 'nav.admin.outbreaks',
    defaultMessage: 'Outbreaks',
    description: 'Admin navigation.',
  },
  adminModeration: {
    id: 'nav.admin.moderation',
    defaultMessage: 'Moderation',
    description: 'Admin navigation: reviewing flagged comments.',
  },
  adminImports: {
    id: 'nav.admin.imports',
    defaultMessage: 'Imports',
    description: 'Admin navigation: file imports.',
  },
  adminSettings: { id: 'nav.admin.settings', defaultMessage: 'Settings', description: 'Admin navigation.' },
  adminTitles: {
    id: 'nav.admin.titles',
    defaultMessage: 'Titles',
    description: 'Admin navigation: the list of personal titles (Dr, Prof …).',
  },
  adminAffiliations: {
    id: 'nav.admin.affiliations',
    defaultMessage: 'Affiliations',
    description: 'Admin navigation: the list of organisations people belong to.',
  },
  adminQualifications: {
    id: 'nav.admin.qualifications',
    defaultMessage: 'Qualifications',
    description: 'Admin navigation: the list of professional qualifications.',
  },
  adminQuestions: {
    id: 'nav.admin.questions',
    defaultMessage: 'Questions',
    description: 'Admin navigation: the assessment questions of reports.',
  },
  adminAudit: { id: 'nav.admin.audit', defaultMessage: 'Audit log', description: 'Admin navigation.' },
  adminAlerts: {
    id: 'nav.admin.alerts',
    defaultMessage: 'Alert log',
    description: 'Admin navigation: the log of alerts sent.',
  },
  adminExchange: {
    id: 'nav.admin.exchange',
    defaultMessage: 'DHIS2 exchange',
    description: 'Admin navigation: data exchange with DHIS2 (a product name, keep it).',
  },
});

/** Page names that no navigation item gives (spec §2), for the browser tab's title. */
export const PAGE_NAME_MESSAGES = defineMessages({
  login: { id: 'page.login', defaultMessage: 'Login', description: 'Tab title of the sign-in page.' },
  register: { id: 'page.register', defaultMessage: 'Register', description: 'Tab title of registration.' },
  forgotPassword: {
    id: 'page.forgotPassword',
    defaultMessage: 'Forgot password',
    description: 'Tab title of the page to ask for a password reset.',
  },
  resetPassword: {
    id: 'page.resetPassword',
    defaultMessage: 'Reset password',
    description: 'Tab title of the page to choose a new password.',
  },
  notifications: { id: 'page.notifications', defaultMessage: 'Notifications', description: 'Tab title.' },
  unsubscribe: {
    id: 'page.unsubscribe',
    defaultMessage: 'Unsubscribe',
    description: 'Tab title of the page that stops e-mails.',
  },
  situation: {
    id: 'page.situation',
    defaultMessage: 'Situation report',
    description: 'Tab title of an epidemiological situation report.',
  },
  disease: { id: 'page.disease', defaultMessage: 'Disease', description: 'Tab title of a disease’s page.' },
  title: {
    id: 'page.title',
    defaultMessage: '{page} · {product}',
    description: 'The browser tab’s title: the page’s name, then the product name.',
  },
});

/** The header, navigation bar, footer and frame of every page (spec §1). */
export const SHELL_MESSAGES = defineMessages({
  ...PRODUCT_MESSAGE_DESCRIPTORS,
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Keyboard link at the top of every page.',
  },
  checkingSession: {
    id: 'shell.checkingSession',
    defaultMessage: 'Checking your session…',
    description: 'While a signed-in page waits for the stored session to be refreshed.',
  },
  loadingPage: {
    id: 'shell.loadingPage',
    defaultMessage: 'Loading page…',
    description: 'While a page loads.',
  },
  reportShort: {
    id: 'shell.reportShort',
    defaultMessage: 'Report',
    description: 'The header’s report button on phones (short for "Report outbreak").',
  },
  reportOutbreak: {
    id: 'shell.reportOutbreak',
    defaultMessage: 'Report outbreak',
    description: 'The header’s button to report a new outbreak.',
  },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open menu', description: 'Phone menu button.' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Close menu', description: 'Phone menu button.' },
  mainNav: {
    id: 'shell.mainNav',
    defaultMessage: 'Main',
    description: 'Name of the main navigation landmark.',
  },
  logout: { id: 'shell.logout', defaultMessage: 'Logout', description: 'Navigation: sign out.' },
  login: { id: 'shell.login', defaultMessage: 'Login', description: 'Navigation: the sign-in page.' },
  register: {
    id: 'shell.register',
    defaultMessage: 'Register',
    description: 'Navigation: create an account.',
  },
  homePage: {
    id: 'shell.homePage',
    defaultMessage: 'Home page',
    description: 'Link to the project’s home page on its external site.',
  },
  about: { id: 'shell.about', defaultMessage: 'About', description: 'Link to the project’s about page.' },
  help: {
    id: 'shell.help',
    defaultMessage: 'Help',
    description: 'Footer heading over Information and Contact.',
  },
  administration: {
    id: 'shell.administration',
    defaultMessage: 'Administration',
    description: 'Heading of the admin menu on phones.',
  },
  adminNav: {
    id: 'shell.adminNav',
    defaultMessage: 'Admin',
    description: 'Name of the admin navigation landmark.',
  },
  adminMenu: { id: 'shell.adminMenu', defaultMessage: 'Admin menu', description: 'Phone admin menu button.' },
  closeAdminMenu: {
    id: 'shell.closeAdminMenu',
    defaultMessage: 'Close admin menu',
    description: 'Phone admin menu button, menu open.',
  },
  userView: {
    id: 'shell.userView',
    defaultMessage: 'User view',
    description: 'Admin navigation: back to the site as members see it.',
  },
  pageFailedTitle: {
    id: 'shell.pageFailed.title',
    defaultMessage: 'This page could not be shown',
    description: 'Heading when a page fails to load.',
  },
  pageFailedText: {
    id: 'shell.pageFailed.text',
    defaultMessage:
      'Something went wrong while opening this page. Reloading usually helps; if it keeps happening, please let us know through the contact page.',
    description: 'Text when a page fails to load.',
  },
  reloadPage: { id: 'shell.reloadPage', defaultMessage: 'Reload page', description: 'Button.' },
  goToDashboard: {
    id: 'shell.goToDashboard',
    defaultMessage: 'Go to the dashboard',
    description: 'Link back to the home page.',
  },
});
