import type { ActivityStats } from '@outbreak-watch/domain';
import { ProfileCard } from './components/profile-card';
import { formatCount } from '../../lib/format';

const TILES: { key: keyof ActivityStats; label: string }[] = [
  { key: 'reports', label: 'Reports submitted' },
  { key: 'verified', label: 'Reports verified' },
  { key: 'comments', label: 'Comments' },
  { key: 'tracked', label: 'Tracked' },
];

/** Real activity counts (DESIGN.md §6) instead of the spec's fixed samples; tracked counts what the user follows. */
export function ActivityTiles({ stats }: { stats: ActivityStats }) {
  return (
    <ProfileCard title="Activity">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {TILES.map((tile) => (
          <div
            key={tile.key}
            className="flex flex-col-reverse justify-end rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-950/40"
          >
            <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
              {tile.label}
            </dt>
            <dd className="text-2xl font-bold sm:text-3xl tracking-tight text-brand-800 tabular-nums dark:text-brand-200">
              {formatCount(stats[tile.key] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
