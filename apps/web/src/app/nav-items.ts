import { paths } from '../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Active only on this exact path, not on paths below it. */
  end?: boolean;
}

/** Main items of the navigation bar (spec §2). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.home, end: true },
  { label: 'Map', to: paths.map },
  // `end`: /reports/add belongs to the Report Outbreak item, not to Reports.
  { label: 'Reports', to: paths.reports, end: true },
  { label: 'Analysis', to: paths.analysis },
  { label: 'Signals', to: paths.signals() },
];

/** Secondary items of the navigation bar (spec §2). */
export const SECONDARY_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Information', to: paths.information },
  { label: 'Contact', to: paths.contact },
];

export const REPORT_NAV_ITEM: NavItem = { label: 'Report Outbreak', to: paths.reportAdd };
export const ADMIN_NAV_ITEM: NavItem = { label: 'Admin Panel', to: paths.adminDashboard };
export const PROFILE_NAV_ITEM: NavItem = { label: 'Profile', to: paths.profileMe };

/** The admin navigation bar (spec §2). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Admin Dashboard', to: paths.adminDashboard },
  { label: 'Users', to: paths.adminUsers },
  { label: 'Outbreaks', to: paths.adminOutbreaks },
  { label: 'Moderation', to: paths.adminModeration },
  { label: 'Imports', to: paths.adminImports },
  { label: 'Settings', to: paths.adminSettings },
];

/** The reference lists, the questions, the audit and alert logs and the DHIS2 exchange, which the spec's bar leaves out. */
export const ADMIN_REFERENCE_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Titles', to: paths.adminTitles },
  { label: 'Affiliations', to: paths.adminAffiliations },
  { label: 'Qualifications', to: paths.adminQualifications },
  { label: 'Questions', to: paths.adminQuestions },
  { label: 'Audit log', to: paths.adminAudit },
  { label: 'Alert log', to: paths.adminAlerts },
  { label: 'DHIS2 exchange', to: paths.adminExchange },
];
