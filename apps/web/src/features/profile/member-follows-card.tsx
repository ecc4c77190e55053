import {
  MEMBER_FOLLOW_MESSAGE_DESCRIPTORS,
  type MemberFollowLists,
  type MemberSummary,
} from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useFollowMember } from './api/follow-member';
import { ProfileCard } from './components/profile-card';
import { PROFILE_MESSAGES as M } from './messages';
import { fullName } from './profile-format';

const listHeading = 'text-sm font-semibold text-slate-950 dark:text-white';
const emptyText = 'mt-2 text-sm text-slate-600 dark:text-slate-400';

/** A member's name, and what their comments show of them. */
function MemberLine({ member }: { member: MemberSummary }) {
  const about = [member.qualification, member.affiliation].filter(Boolean).join(', ');
  return (
    <div className="min-w-0">
      <Link
        to={paths.profile(member.id)}
        className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
      >
        {fullName(member)}
      </Link>
      {about !== '' && <p className="text-sm text-slate-600 dark:text-slate-400">{about}</p>}
    </div>
  );
}

function FollowedMember({ member }: { member: MemberSummary }) {
  const follow = useFollowMember(member.id);
  const { formatMessage: t } = useIntl();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <MemberLine member={member} />
      <Button
        variant="secondary"
        size="sm"
        disabled={follow.isPending}
        onClick={() => follow.mutate(false)}
        aria-label={t(M.unfollowName, { name: fullName(member) })}
      >
        {t(M.unfollow)}
      </Button>
      {follow.isError && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
          {errorMessage(follow.error, t(MEMBER_FOLLOW_MESSAGE_DESCRIPTORS.followFailed))}
        </p>
      )}
    </li>
  );
}

/** The owner's own lists: the members they follow (with Unfollow) and the members following them. */
export function MemberFollowsCard({ follows }: { follows: MemberFollowLists }) {
  const { formatMessage: t } = useIntl();
  return (
    <ProfileCard title={t(M.people)} description={t(M.peopleHint)}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className={listHeading}>{t(M.followingList, { count: follows.following.length })}</h3>
          {follows.following.length === 0 ? (
            <p className={emptyText}>{t(M.noFollowing)}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {follows.following.map((member) => (
                <FollowedMember key={member.id} member={member} />
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className={listHeading}>{t(M.followersList, { count: follows.followers.length })}</h3>
          {follows.followers.length === 0 ? (
            <p className={emptyText}>{t(M.noFollowers)}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {follows.followers.map((member) => (
                <li key={member.id} className="py-3">
                  <MemberLine member={member} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ProfileCard>
  );
}
