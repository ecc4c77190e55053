import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { buttonClasses } from '../../components/button';
import { SocialLinks } from '../../components/social-links';
import { CONTACT_MAILTO, SITE } from '../../lib/site';
import { CONTACT_TEXT } from './messages';

const iconClass = 'size-5 shrink-0 text-brand-700 dark:text-brand-300';

function DetailRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    // A <dl> row holds only its <dt> and <dd>: the icon goes inside the term, the value lines up under it.
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 ps-8 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const linkClass =
  'rounded-sm font-medium break-words text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50';

/** Email, phone, address and social accounts of the team (spec §2 Contact). */
export function ContactDetails() {
  const { formatMessage: t } = useIntl();
  const { contact } = SITE;

  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{t(CONTACT_TEXT.getInTouch)}</h2>
      <dl className="space-y-5">
        <DetailRow
          term={t(CONTACT_TEXT.email)}
          icon={
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={iconClass}>
              <path d="M3 4a2 2 0 0 0-2 2v1.16l8.45 4.22a1.25 1.25 0 0 0 1.1 0L19 7.16V6a2 2 0 0 0-2-2H3Z" />
              <path d="m19 8.84-7.78 3.89a2.75 2.75 0 0 1-2.44 0L1 8.84V14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.84Z" />
            </svg>
          }
        >
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {contact.email}
          </a>
        </DetailRow>
        <DetailRow
          term={t(CONTACT_TEXT.phone)}
          icon={
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={iconClass}>
              <path
                fillRule="evenodd"
                d="M2 3.5A1.5 1.5 0 0 1 3.5 2h1.15c.69 0 1.28.47 1.45 1.13l.77 3.09a1.5 1.5 0 0 1-.55 1.56l-.94.7a.4.4 0 0 0-.13.48 9.05 9.05 0 0 0 4.8 4.8.4.4 0 0 0 .48-.13l.7-.94a1.5 1.5 0 0 1 1.56-.55l3.09.77c.66.17 1.13.76 1.13 1.45v1.15A1.5 1.5 0 0 1 16.5 18H15C7.82 18 2 12.18 2 5V3.5Z"
                clipRule="evenodd"
              />
            </svg>
          }
        >
          <a href={contact.phoneHref} dir="ltr" className={linkClass}>
            {contact.phone}
          </a>
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
            {t(CONTACT_TEXT.hours)}
          </span>
        </DetailRow>
        <DetailRow
          term={t(CONTACT_TEXT.address)}
          icon={
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={iconClass}>
              <path
                fillRule="evenodd"
                d="m9.69 18.93.07.04.03.01a.76.76 0 0 0 .42 0l.03-.01.07-.04a16.98 16.98 0 0 0 1.14-.73 19.58 19.58 0 0 0 2.68-2.35C15.9 14.01 18 11.06 18 7.5a8 8 0 0 0-16 0c0 3.56 2.1 6.51 3.87 8.35a19.58 19.58 0 0 0 3.82 3.08ZM10 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                clipRule="evenodd"
              />
            </svg>
          }
        >
          <address className="not-italic">
            {contact.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
      </dl>

      <div>
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t(CONTACT_TEXT.followUs)}</h3>
        <SocialLinks className="mt-2" showLabels />
      </div>

      <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(CONTACT_TEXT.quickest)}</p>
        <a href={CONTACT_MAILTO} className={buttonClasses({ className: 'mt-3 w-full sm:w-auto' })}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 rtl:-scale-x-100">
            <path d="M3.1 2.29a.75.75 0 0 0-.83.98l1.7 5.5a.75.75 0 0 0 .6.52l6.24.96a.25.25 0 0 1 0 .5l-6.24.96a.75.75 0 0 0-.6.52l-1.7 5.5a.75.75 0 0 0 .83.98 28.9 28.9 0 0 0 15.3-7.4.75.75 0 0 0 0-1.1A28.9 28.9 0 0 0 3.1 2.29Z" />
          </svg>
          {t(CONTACT_TEXT.sendMessage)}
        </a>
      </div>
    </div>
  );
}
