import type { ActivityStats } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { ProfileCard } from './components/profile-card';
import { formatCount } from '../../lib/format';
import { PROFILE_MESSAGES as M } from './messages';

const TILES: readonly (keyof ActivityStats)[] = ['reports', 'verified', 'comments', 'tracked'];

/** Real activity counts (DESIGN.md §6) instead of the spec's fixed samples; tracked counts what the user follows. */
export function ActivityTiles({ stats }: { stats: ActivityStats }) {
  const { formatMessage: t } = useIntl();
  return (
    <ProfileCard title={t(M.activity)}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {TILES.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse justify-end rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-950/40"
          >
            <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
              {t(M.activityTile, { key })}
            </dt>
            <dd className="text-2xl font-bold sm:text-3xl tracking-tight text-brand-800 tabular-nums dark:text-brand-200">
              {formatCount(stats[key] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
