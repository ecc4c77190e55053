import type { ActivityStats } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { ProfileCard } from './components/profile-card';
import { formatCount } from '../../lib/format';
import { PROFILE_MESSAGES as M } from './messages';

const CONTRIBUTIONS = ['reports', 'verified', 'comments'] as const;

/**
 * Spec §2 Public profile, with the real counts of DESIGN.md §6. The reports count reaches only the
 * person themself and admins (reporter privacy); for everyone else it is left out.
 */
export function ContributionsCard({ stats }: { stats: ActivityStats }) {
  const { formatMessage: t } = useIntl();
  return (
    <ProfileCard title={t(M.contributions)} className="lg:col-span-2">
      <dl className="space-y-3">
        {CONTRIBUTIONS.filter((key) => stats[key] !== null).map((key) => (
          // The count comes second in the markup (a term precedes its value) but is drawn first.
          <div key={key} className="flex flex-row-reverse items-center justify-end gap-3">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t(M.contribution, { key })}</dt>
            <dd className="min-w-12 shrink-0 rounded-lg bg-brand-50 px-2 py-1 text-center text-xl font-bold text-brand-800 tabular-nums dark:bg-brand-950/60 dark:text-brand-200">
              {formatCount(stats[key] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
