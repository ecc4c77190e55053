import { useIntl } from '../../lib/i18n/use-intl';
import { SITE } from '../../lib/site';
import { SHELL_MESSAGES } from '../messages';

const LINKS = [
  { label: SHELL_MESSAGES.homePage, href: SITE.homePageUrl },
  { label: SHELL_MESSAGES.about, href: SITE.aboutUrl },
] as const;

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5 shrink-0 opacity-70">
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}

interface ExternalSiteLinksProps {
  className?: string;
  linkClassName?: string;
}

/** The project's home and about pages, which live on an external site (spec §1). */
export function ExternalSiteLinks({ className, linkClassName }: ExternalSiteLinksProps) {
  const { formatMessage: t } = useIntl();
  return (
    <ul className={className}>
      {LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={
              linkClassName ??
              'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white'
            }
          >
            {t(link.label)}
            <ExternalIcon />
          </a>
        </li>
      ))}
    </ul>
  );
}
