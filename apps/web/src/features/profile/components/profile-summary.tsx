import type { Profile } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { PROFILE_MESSAGES as M } from '../messages';
import { fullName } from '../profile-format';
import { cardClasses } from './profile-card';
import { ProfileAvatar } from './profile-avatar';
import { ProfileFacts, type ProfileFact } from './profile-facts';

interface ProfileSummaryProps {
  profile: Profile;
  badges: ReactNode;
  facts: ProfileFact[];
  /** Buttons beside the avatar, e.g. Follow and Message. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top card of both profile screens: picture, name (the page's heading), badges, email and facts. */
export function ProfileSummary({ profile, badges, facts, actions, children }: ProfileSummaryProps) {
  const email = profile.reporter_email;
  const { formatMessage: t } = useIntl();

  return (
    <section aria-labelledby="profile-name" className={`${cardClasses} overflow-hidden`}>
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-r from-brand-800 via-brand-700 to-brand-500 sm:h-24 dark:from-brand-950 dark:via-brand-900 dark:to-brand-700"
      />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <ProfileAvatar profile={profile} />
          {actions}
        </div>

        <h1
          id="profile-name"
          className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl dark:text-white"
        >
          {fullName(profile)}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">{badges}</div>

        {email !== null && (
          <p className="mt-3 flex min-w-0 items-center gap-2 text-slate-700 dark:text-slate-300">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-4 shrink-0 text-slate-500 dark:text-slate-400"
            >
              <path d="M3 4a2 2 0 0 0-2 2v1.16l8.45 4.22a1.25 1.25 0 0 0 1.1 0L19 7.16V6a2 2 0 0 0-2-2H3Z" />
              <path d="m19 8.84-7.78 3.89a2.75 2.75 0 0 1-2.44 0L1 8.84V14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.84Z" />
            </svg>
            <span className="sr-only">{t(M.email)} </span>
            <span className="min-w-0 break-all">{email}</span>
          </p>
        )}

        {children}

        <ProfileFacts
          facts={facts}
          className={
            'mt-6 border-t border-slate-200 pt-6 sm:grid-cols-2 dark:border-slate-800 ' +
            // The first two facts (names of places and qualifications, a date with its age) run longest.
            'lg:grid-cols-[repeat(2,minmax(0,1.4fr))_repeat(2,minmax(0,1fr))]'
          }
        />
      </div>
    </section>
  );
}
