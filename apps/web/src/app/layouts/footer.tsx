import { PRODUCT } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../lib/paths';
import { SITE } from '../../lib/site';
import { ExternalSiteLinks } from './external-site-links';
import { useIntl } from '../../lib/i18n/use-intl';
import { NAV_MESSAGES, SHELL_MESSAGES } from '../messages';

const footerLink =
  'rounded-sm text-sm text-slate-700 hover:text-brand-800 hover:underline dark:text-slate-300 dark:hover:text-brand-200';

/** The static footer of spec §1. */
export function Footer() {
  const year = new Date().getFullYear();
  const { formatMessage: t } = useIntl();

  return (
    <footer className="mt-16 print:hidden border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            <span className="text-base font-bold text-slate-950 dark:text-white">{PRODUCT.name}</span>
          </div>
          <p className="mt-3 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            {t(SHELL_MESSAGES.taglineSentence)}
          </p>
          <SocialLinks className="mt-5" />
        </div>

        <nav aria-label={t(SHELL_MESSAGES.help)}>
          <h2 className="text-sm font-semibold text-slate-950 dark:text-white">{t(SHELL_MESSAGES.help)}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={paths.information} className={footerLink}>
                {t(NAV_MESSAGES.information)}
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={footerLink}>
                {t(NAV_MESSAGES.contact)}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold text-slate-950 dark:text-white">{PRODUCT.name}</h2>
          <ExternalSiteLinks
            className="mt-3 space-y-2"
            linkClassName={`inline-flex items-center gap-1 ${footerLink}`}
          />
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-600 sm:px-6 lg:px-8 dark:text-slate-400">
          © {year} {PRODUCT.name} · {SITE.journal}
        </p>
      </div>
    </footer>
  );
}
