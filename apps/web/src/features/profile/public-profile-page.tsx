import { AUTH_MESSAGE_DESCRIPTORS } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
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
import { PROFILE_MESSAGES as M } from './messages';
import { ProfileActions } from './profile-actions';
import { isNotFound, isUnknownMember, profileErrorMessage } from './profile-error';
import { hasText, memberSinceParts, userTypeText } from './profile-format';

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
  const { formatMessage: t } = useIntl();
  const title = t(M.publicTitle);

  if (userId === '') return <ProfileNotFound title={title} message={t(M.userIdRequired)} />;

  if (!profile) {
    if (isError && !isFetching) {
      if (isUnknownMember(error)) {
        // A 404 shows the server's own sentence, 'User not found.'; a refused id the same words.
        const message = isNotFound(error) ? error.message : t(AUTH_MESSAGE_DESCRIPTORS.userNotFound);
        return <ProfileNotFound title={title} message={message} />;
      }
      return (
        <ProfileError title={title} message={profileErrorMessage(error)} onRetry={() => void refetch()} />
      );
    }
    return <ProfileLoading title={title} />;
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
            : [{ term: t(M.memberSince), value: <MemberSince createdAt={profile.created_at} now={now} /> }]),
          {
            term: t(M.affiliation),
            value: hasText(profile.affiliation) ? profile.affiliation : t(M.notSpecified),
          },
          ...(profile.user_type === null
            ? []
            : [{ term: t(M.userType), value: userTypeText(profile.user_type) }]),
          { term: t(M.status), value: <ActiveStatus /> },
        ]}
      >
        <FollowCountsLine counts={profile.follow_counts} />
        {isOwnProfile && (
          <p className="mt-3">
            <Link
              to={paths.profileMe}
              className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
            >
              {t(M.editSettings)}
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
