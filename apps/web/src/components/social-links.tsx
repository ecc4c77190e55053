import { PRODUCT } from '@outbreak-watch/domain';
import { useText } from '../lib/i18n/use-text';
import { SOCIAL_LINKS, type SocialNetwork } from '../lib/site';
import { COMMON_MESSAGES } from './messages';

const ICON_PATHS: Record<SocialNetwork, string> = {
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.18h1.7L7.4 4.73H5.58l11.1 14.45Z',
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z',
  facebook:
    'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z',
  youtube:
    'M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.07 0 12 0 12s0 3.93.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.88.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.93 24 12 24 12s0-3.93-.5-5.81ZM9.55 15.57V8.43L15.82 12l-6.27 3.57Z',
};

function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className="size-5">
      <path d={ICON_PATHS[network]} />
    </svg>
  );
}

interface SocialLinksProps {
  className?: string;
  /** Show the network's name beside its icon. */
  showLabels?: boolean;
}

/** Links to the product's four social accounts; each opens in a new tab. */
export function SocialLinks({ className, showLabels = false }: SocialLinksProps) {
  const t = useText();
  return (
    <ul className={['flex flex-wrap gap-2', className].filter(Boolean).join(' ')}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(COMMON_MESSAGES.socialLink, { product: PRODUCT.name, network: link.label })}
            className={
              'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 ' +
              'text-slate-700 transition-colors hover:border-brand-700 hover:text-brand-800 ' +
              'dark:border-slate-700 dark:text-slate-300 dark:hover:border-brand-300 dark:hover:text-brand-200 ' +
              (showLabels ? 'px-3 text-sm font-medium' : '')
            }
          >
            <SocialIcon network={link.network} />
            {showLabels && <span>{link.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
