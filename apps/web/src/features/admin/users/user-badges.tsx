import type { AdminUser } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { USER_TEXTS } from '../admin-texts';

/*
 * Colours as in components/outbreak-badges.tsx, whose pairs are checked for at least 4.5:1 in light and
 * dark mode. Every badge says its state in words.
 */
const base =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const tones = {
  green:
    'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-700',
  yellow:
    'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-700',
  red: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
  violet:
    'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-700',
} as const;

function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={`${base} ${tones[tone]}`}>{children}</span>;
}

/** Verified or Unverified, plus Suspended when suspended (spec §2). */
export function UserStatusBadges({ user }: { user: Pick<AdminUser, 'is_verified' | 'is_suspended'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.is_verified ? (
        <Badge tone="green">{USER_TEXTS.badges.verified}</Badge>
      ) : (
        <Badge tone="yellow">{USER_TEXTS.badges.unverified}</Badge>
      )}
      {user.is_suspended && <Badge tone="red">{USER_TEXTS.badges.suspended}</Badge>}
    </span>
  );
}

/** Spec §2: in the details, the qualification "admin" stands out from the others. */
export function QualificationValue({ value }: { value: string | null }) {
  if (value === null || value.trim() === '') return <>{USER_TEXTS.details.notSpecified}</>;
  if (value.trim().toLowerCase() === 'admin') return <Badge tone="violet">{value}</Badge>;
  return <>{value}</>;
}

/** A dash for a missing value in the table, read out as "None". */
export function MissingValue() {
  return (
    <>
      <span aria-hidden="true">{USER_TEXTS.none}</span>
      <span className="sr-only">{USER_TEXTS.noneLabel}</span>
    </>
  );
}
