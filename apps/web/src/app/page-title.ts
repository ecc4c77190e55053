import { formatMessage, PRODUCT, type MessageDescriptor } from '@outbreak-watch/domain';
import { useEffect } from 'react';
import { useIntl } from '../lib/i18n/use-intl';
import { useLocation } from 'react-router';
import { ROUTES } from '../lib/paths';
import {
  MAIN_NAV_ITEMS,
  PROFILE_NAV_ITEM,
  REPORT_NAV_ITEM,
  SECONDARY_NAV_ITEMS,
  type NavItem,
} from './nav-items';
import { NAV_MESSAGES, PAGE_NAME_MESSAGES as P } from './messages';

const TITLED_ITEMS: readonly NavItem[] = [
  REPORT_NAV_ITEM,
  ...MAIN_NAV_ITEMS,
  ...SECONDARY_NAV_ITEMS,
  PROFILE_NAV_ITEM,
];

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function matchesItem(pathname: string, item: NavItem): boolean {
  return item.end === true ? pathname === item.to : isWithin(pathname, item.to);
}

/**
 * The page name of spec §2: the active navigation item's name, else Login, Register, Forgot password,
 * Reset password or Admin Panel for those areas, else Dashboard.
 */
export function pageNameMessage(pathname: string): MessageDescriptor {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = TITLED_ITEMS.find((candidate) => matchesItem(path, candidate));
  if (item) return item.label;
  // Other members' profiles belong with the profile item rather than the Dashboard fallback.
  if (isWithin(path, '/profile')) return PROFILE_NAV_ITEM.label;
  if (isWithin(path, ROUTES.login)) return P.login;
  if (isWithin(path, ROUTES.register)) return P.register;
  // The route table's screen names (spec §2): a tab reading "Dashboard" here misleads.
  if (isWithin(path, ROUTES.forgotPassword)) return P.forgotPassword;
  if (isWithin(path, ROUTES.resetPassword)) return P.resetPassword;
  if (isWithin(path, ROUTES.admin)) return NAV_MESSAGES.adminPanel;
  if (isWithin(path, ROUTES.notifications)) return P.notifications;
  if (isWithin(path, ROUTES.unsubscribe)) return P.unsubscribe;
  if (isWithin(path, ROUTES.situation)) return P.situation;
  if (isWithin(path, ROUTES.disease.replace('/:id', ''))) return P.disease;
  return NAV_MESSAGES.dashboard;
}

/** The page's name in English (spec §2). */
export const getPageName = (pathname: string): string => pageNameMessage(pathname).defaultMessage;

export function getPageTitle(pathname: string): string {
  return formatMessage(P.title, { page: getPageName(pathname), product: PRODUCT.name });
}

/** Keeps `document.title` in step with the current route, in the app's language. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const intl = useIntl();
  useEffect(() => {
    const page = intl.formatMessage(pageNameMessage(pathname));
    document.title = intl.formatMessage(P.title, { page, product: PRODUCT.name });
  }, [pathname, intl]);
}
