import type { Follow, FollowKind } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { useFollowMutations, useFollows } from '../../lib/follows-api';
import { paths } from '../../lib/paths';
import { FOLLOWS_TEXT } from './notifications-text';
import { SectionCard } from './section-card';

const KIND_LABELS: Record<FollowKind, string> = {
  country: 'Country',
  disease: 'Disease',
  outbreak: 'Outbreak',
};

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200';

function FollowName({ follow }: { follow: Follow }) {
  if (follow.kind !== 'outbreak') {
    return <span className="font-medium text-slate-900 dark:text-slate-100">{follow.name}</span>;
  }
  return (
    <Link to={paths.details(follow.target_id)} className={linkClasses}>
      {follow.name}
    </Link>
  );
}

/** What the user follows, each with Unfollow; regions are chosen in the profile's settings. */
export function FollowsSection() {
  const { data: follows, error, isError, refetch } = useFollows();
  const { unfollow } = useFollowMutations();

  return (
    <SectionCard title={FOLLOWS_TEXT.title} description={FOLLOWS_TEXT.description}>
      {!follows && !isError && <Spinner label="Loading what you follow…" className="py-6" />}
      {!follows && isError && (
        <div role="alert">
          <Alert tone="error">
            <p>{errorMessage(error, FOLLOWS_TEXT.loadFailed)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              Retry
            </Button>
          </Alert>
        </div>
      )}
      {follows?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{FOLLOWS_TEXT.empty}</p>
      )}
      {follows && follows.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {follows.map((follow) => (
            <li key={follow.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {KIND_LABELS[follow.kind]}
                </p>
                <FollowName follow={follow} />
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={unfollow.isPending && unfollow.variables === follow.id}
                onClick={() => unfollow.mutate(follow.id)}
              >
                Unfollow <span className="sr-only">{follow.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div role="alert">
        {unfollow.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(unfollow.error, FOLLOWS_TEXT.unfollowFailed)}
          </Alert>
        )}
      </div>
      <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        Regions are chosen in your profile’s{' '}
        <Link to={paths.profileMe} className={linkClasses}>
          notification settings
        </Link>
        .
      </p>
    </SectionCard>
  );
}
