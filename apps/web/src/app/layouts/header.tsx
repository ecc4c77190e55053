import { PRODUCT } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { LogoMark } from '../../components/logo-mark';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { paths } from '../../lib/paths';
import { DemoBanner } from './demo-banner';
import { ExternalSiteLinks } from './external-site-links';
import { MainNav } from './main-nav';
import { NavigationProgress } from './navigation-progress';
import { OfflineNotice, QueuedReportsBar, UpdateBanner } from './offline-status';
import { useMobileMenu } from './use-mobile-menu';
import { useIntl } from '../../lib/i18n/use-intl';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SHELL_MESSAGES } from '../messages';

const NAV_ID = 'main-navigation';

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-6"
    >
      {isOpen ? (
        <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
      ) : (
        <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}

/**
 * The sticky header of spec §1: logo, title, tagline, Report outbreak action, the navigation bar and,
 * for a signed-in user whose email is unverified, the verification banner.
 */
export function Header() {
  const { isOpen, toggle, close, buttonRef, panelRef } = useMobileMenu();
  const { formatMessage: t } = useIntl();

  return (
    <header className="print:hidden sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur-sm dark:border-slate-800 dark:bg-slate-950/95">
      <NavigationProgress />
      <UpdateBanner />
      <DemoBanner />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Link to={paths.home} className="-m-1 flex min-w-0 items-center gap-2.5 rounded-lg p-1 sm:gap-3">
          <LogoMark className="size-8 shrink-0 sm:size-9" />
          <span className="flex min-w-0 flex-col">
            <span className="text-base font-bold tracking-tight text-slate-950 max-sm:line-clamp-2 max-sm:leading-tight sm:truncate sm:text-lg dark:text-white">
              {PRODUCT.name}
            </span>
            <span className="hidden truncate text-xs text-slate-600 lg:block dark:text-slate-400">
              {t(SHELL_MESSAGES.tagline)}
            </span>
          </span>
        </Link>

        <div className="ms-auto flex shrink-0 items-center gap-1.5 sm:gap-3">
          <ExternalSiteLinks className="hidden items-center md:flex" />
          <ButtonLink
            to={paths.reportAdd}
            variant="report"
            size="sm"
            className="sm:min-h-10 sm:px-4"
            aria-label={t(SHELL_MESSAGES.reportOutbreak)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
            </svg>
            <span className="sm:hidden">{t(SHELL_MESSAGES.reportShort)}</span>
            <span className="hidden sm:inline">{t(SHELL_MESSAGES.reportOutbreak)}</span>
          </ButtonLink>
          <LanguageSwitcher variant="header" className="hidden md:block" />
          <NotificationBell onNavigate={close} />
          <button
            ref={buttonRef}
            type="button"
            onClick={toggle}
            aria-expanded={isOpen}
            aria-controls={NAV_ID}
            aria-label={t(isOpen ? SHELL_MESSAGES.closeMenu : SHELL_MESSAGES.openMenu)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <MenuIcon isOpen={isOpen} />
          </button>
        </div>
      </div>
      <MainNav id={NAV_ID} isOpen={isOpen} onNavigate={close} ref={panelRef} />
      {/* The open mobile menu fills the screen; the banner waits until it closes. */}
      <div className={isOpen ? 'hidden md:block' : undefined}>
        <VerificationBanner />
        <QueuedReportsBar />
        <OfflineNotice />
      </div>
    </header>
  );
}
