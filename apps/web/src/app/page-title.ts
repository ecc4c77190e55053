import { PRODUCT } from '@outbreak-watch/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../lib/paths';
import {
  MAIN_NAV_ITEMS,
  PROFILE_NAV_ITEM,
  REPORT_NAV_ITEM,
  SECONDARY_NAV_ITEMS,
  type NavItem,
} from './nav-items';

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
export function getPageName(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = TITLED_ITEMS.find((candidate) => matchesItem(path, candidate));
  if (item) return item.label;
  // Other members' profiles belong with the profile item rather than the Dashboard fallback.
  if (isWithin(path, '/profile')) return PROFILE_NAV_ITEM.label;
  if (isWithin(path, ROUTES.login)) return 'Login';
  if (isWithin(path, ROUTES.register)) return 'Register';
  // The route table's screen names (spec §2): a tab reading "Dashboard" here misleads.
  if (isWithin(path, ROUTES.forgotPassword)) return 'Forgot password';
  if (isWithin(path, ROUTES.resetPassword)) return 'Reset password';
  if (isWithin(path, ROUTES.admin)) return 'Admin Panel';
  if (isWithin(path, ROUTES.notifications)) return 'Notifications';
  if (isWithin(path, ROUTES.unsubscribe)) return 'Unsubscribe';
  if (isWithin(path, ROUTES.situation)) return 'Situation report';
  if (isWithin(path, ROUTES.disease.replace('/:id', ''))) return 'Disease';
  return 'Dashboard';
}

export function getPageTitle(pathname: string): string {
  return `${getPageName(pathname)} · ${PRODUCT.name}`;
}

/** Keeps `document.title` in step with the current route. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = getPageTitle(pathname);
  }, [pathname]);
}
