import type { MessageDescriptor } from '@outbreak-watch/domain';
import { paths } from '../lib/paths';
import { NAV_MESSAGES as M } from './messages';

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  /** Active only on this exact path, not on paths below it. */
  end?: boolean;
}

/** Main items of the navigation bar (spec §2). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: M.dashboard, to: paths.home, end: true },
  { label: M.map, to: paths.map },
  // `end`: /reports/add belongs to the Report Outbreak item, not to Reports.
  { label: M.reports, to: paths.reports, end: true },
  { label: M.analysis, to: paths.analysis },
  { label: M.signals, to: paths.signals() },
];

/** Secondary items of the navigation bar (spec §2). */
export const SECONDARY_NAV_ITEMS: readonly NavItem[] = [
  { label: M.information, to: paths.information },
  { label: M.contact, to: paths.contact },
];

export const REPORT_NAV_ITEM: NavItem = { label: M.reportOutbreak, to: paths.reportAdd };
export const ADMIN_NAV_ITEM: NavItem = { label: M.adminPanel, to: paths.adminDashboard };
export const PROFILE_NAV_ITEM: NavItem = { label: M.profile, to: paths.profileMe };

/** The admin navigation bar (spec §2). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: M.adminDashboard, to: paths.adminDashboard },
  { label: M.adminUsers, to: paths.adminUsers },
  { label: M.adminOutbreaks, to: paths.adminOutbreaks },
  { label: M.adminModeration, to: paths.adminModeration },
  { label: M.adminImports, to: paths.adminImports },
  { label: M.adminSettings, to: paths.adminSettings },
];

/** The reference lists, the questions, the audit and alert logs and the DHIS2 exchange, which the spec's bar leaves out. */
export const ADMIN_REFERENCE_NAV_ITEMS: readonly NavItem[] = [
  { label: M.adminTitles, to: paths.adminTitles },
  { label: M.adminAffiliations, to: paths.adminAffiliations },
  { label: M.adminQualifications, to: paths.adminQualifications },
  { label: M.adminQuestions, to: paths.adminQuestions },
  { label: M.adminAudit, to: paths.adminAudit },
  { label: M.adminAlerts, to: paths.adminAlerts },
  { label: M.adminExchange, to: paths.adminExchange },
];
