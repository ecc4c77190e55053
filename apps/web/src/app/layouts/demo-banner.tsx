import { DEMO_BANNER_CLASSES } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { usePublicConfig } from '../../lib/config-query';
import { SHELL_MESSAGES } from '../messages';

/**
 * Shown while the deployment serves demo records (DESIGN.md §7). No config, no banner. The server's
 * page frame draws it alike (`demoBannerFrame`).
 */
export function DemoBanner() {
  const { data: config } = usePublicConfig();
  const { formatMessage: t } = useIntl();
  if (config?.demo !== true) return null;

  return (
    <p className={DEMO_BANNER_CLASSES}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{t(SHELL_MESSAGES.demoBanner)}</span>
    </p>
  );
}
