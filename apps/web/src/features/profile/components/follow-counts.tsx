import type { FollowCounts } from '@outbreak-watch/domain';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "4 followers · 2 following": members following this one, and members they follow. */
export function FollowCountsLine({ counts }: { counts: FollowCounts }) {
  return (
    <p data-testid="follow-counts" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      <span className="font-semibold text-slate-950 dark:text-white">
        {plural(counts.followers, 'follower', 'followers')}
      </span>
      {' · '}
      <span className="font-semibold text-slate-950 dark:text-white">{`${counts.following.toLocaleString('en-US')} following`}</span>
    </p>
  );
}
