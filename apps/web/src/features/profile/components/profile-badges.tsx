import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { PROFILE_MESSAGES as M } from '../messages';

const base =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

const tones = {
  green:
    'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/60 dark:text-green-200 dark:ring-green-400/40',
  amber:
    'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-400/40',
  violet:
    'bg-violet-50 text-violet-800 ring-violet-600/30 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-400/40',
  brand:
    'bg-brand-50 text-brand-900 ring-brand-700/30 dark:bg-brand-950/60 dark:text-brand-100 dark:ring-brand-400/40',
} as const;

function Badge({ tone, icon, children }: { tone: keyof typeof tones; icon: ReactNode; children: ReactNode }) {
  return (
    <span className={`${base} ${tones[tone]}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5 shrink-0">
        {icon}
      </svg>
      {children}
    </span>
  );
}

export function VerifiedBadge() {
  const { formatMessage: t } = useIntl();
  return (
    <Badge
      tone="green"
      icon={
        <path
          fillRule="evenodd"
          d="M16.4 4.7a1 1 0 0 1 .1 1.4l-7.5 9a1 1 0 0 1-1.5.1l-4-4a1 1 0 1 1 1.4-1.4l3.2 3.2 6.8-8.2a1 1 0 0 1 1.5-.1Z"
          clipRule="evenodd"
        />
      }
    >
      {t(M.verified)}
    </Badge>
  );
}

export function UnverifiedBadge() {
  const { formatMessage: t } = useIntl();
  return (
    <Badge
      tone="amber"
      icon={
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 9a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z"
          clipRule="evenodd"
        />
      }
    >
      {t(M.unverified)}
    </Badge>
  );
}

export function PremiumBadge() {
  const { formatMessage: t } = useIntl();
  return (
    <Badge
      tone="violet"
      icon={
        <path d="M10 1.8a.8.8 0 0 1 .7.45l2.1 4.3 4.7.7a.8.8 0 0 1 .45 1.36l-3.4 3.3.8 4.7a.8.8 0 0 1-1.17.84L10 15.24l-4.2 2.2a.8.8 0 0 1-1.16-.84l.8-4.7-3.4-3.3a.8.8 0 0 1 .44-1.36l4.7-.7 2.1-4.3A.8.8 0 0 1 10 1.8Z" />
      }
    >
      {t(M.premium)}
    </Badge>
  );
}

/** The member's qualification as a badge; the visually hidden prefix says what the value is. */
export function QualificationBadge({ qualification }: { qualification: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <Badge
      tone="brand"
      icon={
        <path d="M10.4 2.6a1 1 0 0 0-.8 0l-8 3.5a.6.6 0 0 0 0 1.1l8 3.5a1 1 0 0 0 .8 0l6.1-2.7V13a.75.75 0 0 0 1.5 0V7.5a.6.6 0 0 0 0-1.4l-7.6-3.5ZM4.5 10.3v3.2c0 .4.2.7.5.9 1.4.9 3.1 1.6 5 1.6s3.6-.7 5-1.6c.3-.2.5-.5.5-.9v-3.2l-4.5 2a2.5 2.5 0 0 1-2 0l-4.5-2Z" />
      }
    >
      <span className="sr-only">{t(M.qualificationBadge)} </span>
      {qualification}
    </Badge>
  );
}
