import { MEMBER_FOLLOW_MESSAGE_DESCRIPTORS, type Profile } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Button, buttonClasses } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { useFollowMember } from './api/follow-member';
import { PROFILE_MESSAGES as M } from './messages';

/** Follow, stored on the server: the button shows whether the viewer follows this member. */
function FollowButton({ profile }: { profile: Profile }) {
  const follow = useFollowMember(profile.id);
  const isFollowing = profile.followed_by_me;
  const { formatMessage: t } = useIntl();
  return (
    <>
      <Button
        variant={isFollowing ? 'secondary' : 'primary'}
        aria-pressed={isFollowing}
        disabled={follow.isPending}
        onClick={() => follow.mutate(!isFollowing)}
        className="min-w-28"
      >
        {t(isFollowing ? M.followingButton : M.follow)}
      </Button>
      {follow.isError && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
          {errorMessage(follow.error, t(MEMBER_FOLLOW_MESSAGE_DESCRIPTORS.followFailed))}
        </p>
      )}
    </>
  );
}

/**
 * Follow and Message (spec §2 Public profile). Follow is left out on one's own profile. Message writes
 * an email, so it works only when the viewer may see the address.
 */
export function ProfileActions({ profile, isOwnProfile }: { profile: Profile; isOwnProfile: boolean }) {
  const noteId = useId();
  const email = profile.reporter_email;
  const { formatMessage: t } = useIntl();

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {!isOwnProfile && <FollowButton profile={profile} />}
        {email !== null ? (
          <a href={`mailto:${email}`} className={buttonClasses({ variant: 'secondary' })}>
            {t(M.message)}
          </a>
        ) : (
          <Button variant="secondary" disabled aria-describedby={noteId}>
            {t(M.message)}
          </Button>
        )}
      </div>
      {email === null && (
        <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
          {t(M.messageNote)}
        </p>
      )}
    </div>
  );
}
