import { AUTH_MESSAGES } from '@outbreak-watch/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { AboutCard } from './about-card';
import { useProfile } from './api/get-profile';
import { PremiumBadge, QualificationBadge, VerifiedBadge } from './components/profile-badges';
import { FollowCountsLine } from './components/follow-counts';
import { ActiveStatus } from './components/profile-facts';
import { ProfileError, ProfileLayout, ProfileLoading, ProfileNotFound } from './components/profile-states';
import { ProfileSummary } from './components/profile-summary';
import { ContributionsCard } from './contributions-card';
import { ProfileActions } from './profile-actions';
import { isNotFound, isUnknownMember, profileErrorMessage } from './profile-error';
import { capitalise, hasText, memberSinceParts } from './profile-format';

const PAGE_TITLE = 'Member profile';
export const USER_ID_REQUIRED = 'User ID is required';

/** 'March 3, 2024 · 2 years ago', wrapping only between the date and the age. */
function MemberSince({ createdAt, now }: { createdAt: string; now: Date }) {
  const [date, age] = memberSinceParts(createdAt, now);
  return (
    <>
      <span className="whitespace-nowrap">{date}</span>
      {age !== undefined && (
        <>
          {' · '}
          <span className="whitespace-nowrap">{age}</span>
        </>
      )}
    </>
  );
}

/** `/profile/:userId` (spec §2 Public profile). */
export function PublicProfilePage() {
  const userId = (useParams().userId ?? '').trim();
  const { user } = useSession();
  const { data: profile, error, isError, isFetching, refetch } = useProfile(userId);
  // Read once per visit, so the relative age does not change while the page is open.
  const [now] = useState(() => new Date());

  if (userId === '') return <ProfileNotFound title={PAGE_TITLE} message={USER_ID_REQUIRED} />;

  if (!profile) {
    if (isError && !isFetching) {
      if (isUnknownMember(error)) {
        // A 404 shows the server's own sentence, 'User not found.'; a refused id the same words.
        const message = isNotFound(error) ? error.message : AUTH_MESSAGES.userNotFound;
        return <ProfileNotFound title={PAGE_TITLE} message={message} />;
      }
      return (
        <ProfileError
          title={PAGE_TITLE}
          message={profileErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      );
    }
    return <ProfileLoading title={PAGE_TITLE} />;
  }

  const isOwnProfile = user?.id === profile.id;

  return (
    <ProfileLayout>
      <ProfileSummary
        profile={profile}
        badges={
          <>
            {profile.is_verified && <VerifiedBadge />}
            {hasText(profile.qualification) && <QualificationBadge qualification={profile.qualification} />}
            {profile.user_type === 'premium' && <PremiumBadge />}
          </>
        }
        actions={<ProfileActions key={profile.id} profile={profile} isOwnProfile={isOwnProfile} />}
        facts={[
          // Another member's joining date is not shown to them (DESIGN.md §6: only their public activity).
          ...(profile.created_at === null
            ? []
            : [{ term: 'Member Since', value: <MemberSince createdAt={profile.created_at} now={now} /> }]),
          {
            term: 'Affiliation',
            value: hasText(profile.affiliation) ? profile.affiliation : 'Not specified',
          },
          ...(profile.user_type === null
            ? []
            : [{ term: 'User type', value: capitalise(profile.user_type) }]),
          { term: 'Status', value: <ActiveStatus /> },
        ]}
      >
        <FollowCountsLine counts={profile.follow_counts} />
        {isOwnProfile && (
          <p className="mt-3">
            <Link
              to={paths.profileMe}
              className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
            >
              Edit your notification settings
            </Link>
          </p>
        )}
      </ProfileSummary>
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <AboutCard profile={profile} />
        <ContributionsCard stats={profile.stats} />
      </div>
    </ProfileLayout>
  );
}
