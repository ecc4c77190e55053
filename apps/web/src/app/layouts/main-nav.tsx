import { canReportOutbreaks, isAdminRole, type SessionUser } from '@outbreak-watch/domain';
import type { Ref } from 'react';
import { NavLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { accountLinkClasses, navLinkClasses, registerLinkClasses, reportLinkClasses } from './nav-styles';
import {
  ADMIN_NAV_ITEM,
  MAIN_NAV_ITEMS,
  PROFILE_NAV_ITEM,
  REPORT_NAV_ITEM,
  SECONDARY_NAV_ITEMS,
  type NavItem,
} from '../nav-items';
import { ExternalSiteLinks } from './external-site-links';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useIntl } from '../../lib/i18n/use-intl';
import { SHELL_MESSAGES } from '../messages';

interface MainNavProps {
  id: string;
  isOpen: boolean;
  /** Called when an item is chosen, so the mobile menu closes. */
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
}

function NavItems({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { formatMessage: t } = useIntl();
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} onClick={onNavigate} className={navLinkClasses}>
        {t(item.label)}
      </NavLink>
    </li>
  ));
}

function initialsOf(user: SessionUser): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return letters === '' ? '?' : letters.toUpperCase();
}

/**
 * The navigation bar of spec §2. On wide screens it is a row under the header; below the `md`
 * breakpoint it is a panel that the header's menu button opens.
 */
export function MainNav({ id, isOpen, onNavigate, ref }: MainNavProps) {
  const { user } = useSession();
  const logout = useLogout();
  const { formatMessage: t } = useIntl();

  const handleLogout = () => {
    onNavigate();
    void logout();
  };

  return (
    <nav
      ref={ref}
      id={id}
      aria-label={t(SHELL_MESSAGES.mainNav)}
      className={`${isOpen ? 'block' : 'hidden'} max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 md:block md:max-h-none md:overflow-visible dark:border-slate-800`}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:flex-wrap md:items-center md:gap-x-1 md:gap-y-1 md:py-1.5 lg:px-8">
        <ul className="flex flex-col gap-1 md:flex-row md:gap-0.5">
          <NavItems items={MAIN_NAV_ITEMS} onNavigate={onNavigate} />
        </ul>
        <span
          aria-hidden="true"
          className="hidden h-5 w-px bg-slate-300 md:mx-2 md:block dark:bg-slate-700"
        />
        <ul className="flex flex-col gap-1 border-t border-slate-200 pt-3 md:flex-row md:gap-0.5 md:border-0 md:pt-0 dark:border-slate-800">
          <NavItems items={SECONDARY_NAV_ITEMS} onNavigate={onNavigate} />
        </ul>

        <ul className="flex flex-col gap-1 border-t border-slate-200 pt-3 md:ms-auto md:flex-row md:items-center md:gap-1 md:border-0 md:pt-0 dark:border-slate-800">
          {canReportOutbreaks(user?.role_id) && (
            <li>
              <NavLink to={REPORT_NAV_ITEM.to} onClick={onNavigate} className={reportLinkClasses}>
                {t(REPORT_NAV_ITEM.label)}
              </NavLink>
            </li>
          )}
          {isAdminRole(user?.role_id) && (
            <li>
              <NavLink to={ADMIN_NAV_ITEM.to} onClick={onNavigate} className={navLinkClasses}>
                {t(ADMIN_NAV_ITEM.label)}
              </NavLink>
            </li>
          )}
          {user ? (
            <>
              <li>
                <NavLink to={paths.profileMe} onClick={onNavigate} className={accountLinkClasses}>
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
                  >
                    {initialsOf(user)}
                  </span>
                  <span className="max-w-40 truncate">
                    {user.first_name.trim() || t(PROFILE_NAV_ITEM.label)}
                  </span>
                </NavLink>
              </li>
              <li>
                <button type="button" onClick={handleLogout} className={navLinkClasses({ isActive: false })}>
                  {t(SHELL_MESSAGES.logout)}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={paths.login()} onClick={onNavigate} className={navLinkClasses}>
                  {t(SHELL_MESSAGES.login)}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.register} onClick={onNavigate} className={registerLinkClasses}>
                  {t(SHELL_MESSAGES.register)}
                </NavLink>
              </li>
            </>
          )}
        </ul>

        <LanguageSwitcher
          variant="menu"
          className="border-t border-slate-200 pt-3 md:hidden dark:border-slate-800"
        />
        <ExternalSiteLinks
          className="flex flex-col gap-1 border-t border-slate-200 pt-3 md:hidden dark:border-slate-800"
          linkClassName="flex items-center gap-1.5 rounded-md px-3 py-2.5 text-base text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        />
      </div>
    </nav>
  );
}
