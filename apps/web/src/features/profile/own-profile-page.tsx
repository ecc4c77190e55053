import { ActivityTiles } from './activity-tiles';
import { useOwnProfile } from './api/get-own-profile';
import { FollowCountsLine } from './components/follow-counts';
import { ActiveStatus } from './components/profile-facts';
import { PremiumBadge, UnverifiedBadge, VerifiedBadge } from './components/profile-badges';
import { ProfileError, ProfileLayout, ProfileLoading } from './components/profile-states';
import { ProfileSummary } from './components/profile-summary';
import { LanguageCard } from './language-card';
import { MemberFollowsCard } from './member-follows-card';
import { NotificationSettingsForm } from './notification-settings-form';
import { profileErrorMessage } from './profile-error';
import { formatLongDate, hasText } from './profile-format';

const PAGE_TITLE = 'Your profile';
const NOT_SPECIFIED = 'Not specified';

/** `/profile/me` (spec §2 Own profile): the signed-in user's details, activity and notification settings. */
export function OwnProfilePage() {
  const { data: profile, error, isError, isFetching, refetch } = useOwnProfile();

  if (!profile) {
    if (isError && !isFetching) {
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

  return (
    <ProfileLayout>
      <ProfileSummary
        profile={profile}
        badges={
          <>
            {profile.is_verified ? <VerifiedBadge /> : <UnverifiedBadge />}
            {profile.user_type === 'premium' && <PremiumBadge />}
          </>
        }
        facts={[
          {
            term: 'Qualification',
            value: hasText(profile.qualification) ? profile.qualification : NOT_SPECIFIED,
          },
          { term: 'Affiliation', value: hasText(profile.affiliation) ? profile.affiliation : NOT_SPECIFIED },
          { term: 'Joined', value: formatLongDate(profile.created_at) },
          { term: 'Status', value: <ActiveStatus /> },
        ]}
      >
        <FollowCountsLine counts={profile.follow_counts} />
      </ProfileSummary>
      <ActivityTiles stats={profile.stats} />
      <MemberFollowsCard follows={profile.member_follows} />
      <LanguageCard />
      <NotificationSettingsForm settings={profile.notification_settings} />
    </ProfileLayout>
  );
}
