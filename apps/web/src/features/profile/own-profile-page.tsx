import { useIntl } from '../../lib/i18n/use-intl';
import { ActivityTiles } from './activity-tiles';
import { useOwnProfile } from './api/get-own-profile';
import { FollowCountsLine } from './components/follow-counts';
import { ActiveStatus } from './components/profile-facts';
import { PremiumBadge, UnverifiedBadge, VerifiedBadge } from './components/profile-badges';
import { ProfileError, ProfileLayout, ProfileLoading } from './components/profile-states';
import { ProfileSummary } from './components/profile-summary';
import { LanguageCard } from './language-card';
import { MemberFollowsCard } from './member-follows-card';
import { PROFILE_MESSAGES as M } from './messages';
import { NotificationSettingsForm } from './notification-settings-form';
import { profileErrorMessage } from './profile-error';
import { formatLongDate, hasText } from './profile-format';

/** `/profile/me` (spec §2 Own profile): the signed-in user's details, activity and notification settings. */
export function OwnProfilePage() {
  const { data: profile, error, isError, isFetching, refetch } = useOwnProfile();
  const { formatMessage: t } = useIntl();
  const title = t(M.ownTitle);
  const orNotSpecified = (value: string | null) => (hasText(value) ? value : t(M.notSpecified));

  if (!profile) {
    if (isError && !isFetching) {
      return (
        <ProfileError title={title} message={profileErrorMessage(error)} onRetry={() => void refetch()} />
      );
    }
    return <ProfileLoading title={title} />;
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
          { term: t(M.qualification), value: orNotSpecified(profile.qualification) },
          { term: t(M.affiliation), value: orNotSpecified(profile.affiliation) },
          { term: t(M.joined), value: formatLongDate(profile.created_at) },
          { term: t(M.status), value: <ActiveStatus /> },
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
