import { ROLE } from '@outbreak-watch/domain';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import { RequireRole } from '../guards';
import { ADMIN_NAV_ITEMS, ADMIN_REFERENCE_NAV_ITEMS } from '../nav-items';
import { navLinkClasses } from './nav-styles';
import { useMobileMenu } from './use-mobile-menu';
import { useIntl } from '../../lib/i18n/use-intl';
import { SHELL_MESSAGES } from '../messages';

const ADMIN_ROLES = [ROLE.SUPER_ADMIN, ROLE.ADMIN] as const;

/**
 * The admin navigation bar of spec §2, under the site header, which keeps the report action and the
 * one account menu (name and Logout). On a phone it collapses behind its own menu button.
 */
function AdminNav() {
  const { isOpen, toggle, close, buttonRef, panelRef } = useMobileMenu();
  const { formatMessage: t } = useIntl();

  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between py-2 md:hidden">
          <span className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            {t(SHELL_MESSAGES.administration)}
          </span>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls="admin-nav"
            onClick={toggle}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t(isOpen ? SHELL_MESSAGES.closeAdminMenu : SHELL_MESSAGES.adminMenu)}
          </button>
        </div>
        <nav
          ref={panelRef}
          id="admin-nav"
          aria-label={t(SHELL_MESSAGES.adminNav)}
          className={`${isOpen ? 'block' : 'hidden'} pb-3 md:block md:pb-0`}
        >
          <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center md:gap-1 md:py-1.5">
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:gap-0.5">
              {[...ADMIN_NAV_ITEMS, ...ADMIN_REFERENCE_NAV_ITEMS].map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} onClick={close} className={navLinkClasses}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="flex flex-col gap-1 border-t border-slate-200 pt-2 md:ms-auto md:flex-row md:items-center md:border-0 md:pt-0 dark:border-slate-700">
              <li>
                <NavLink to={paths.home} end onClick={close} className={navLinkClasses}>
                  {t(SHELL_MESSAGES.userView)}
                </NavLink>
              </li>
            </ul>
          </div>
        </nav>
      </div>
    </div>
  );
}

/** Everything under /admin: admins and super admins only (others go home, visitors to sign in). */
export function AdminLayout() {
  return (
    <RequireRole allow={ADMIN_ROLES}>
      <AdminNav />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </div>
    </RequireRole>
  );
}
