import type { FollowCounts } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { PROFILE_MESSAGES as M } from '../messages';

/** "4 followers · 2 following": members following this one, and members they follow. */
export function FollowCountsLine({ counts }: { counts: FollowCounts }) {
  const { formatMessage: t } = useIntl();
  return (
    <p data-testid="follow-counts" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      <span className="font-semibold text-slate-950 dark:text-white">
        {t(M.followers, { count: counts.followers })}
      </span>
      {' · '}
      <span className="font-semibold text-slate-950 dark:text-white">
        {t(M.following, { count: counts.following })}
      </span>
    </p>
  );
}
