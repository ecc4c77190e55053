import { FOLLOW_KINDS, type Follow } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { COMMON_MESSAGES } from '../../components/messages';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { useFollowMutations, useFollows } from '../../lib/follows-api';
import { paths } from '../../lib/paths';
import { FOLLOWS_TEXT } from './notifications-text';
import { SectionCard } from './section-card';

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200';

/** Where a follow's name leads: the outbreak, the disease's page, the country's outbreaks, the settings. */
function followLink(follow: Follow): string {
  switch (follow.kind) {
    case 'outbreak':
      return paths.details(follow.target_id);
    case 'disease':
      return paths.disease(follow.target_id);
    case 'country':
      return paths.outbreaksOf({ country_id: follow.target_id });
    case 'region':
      return paths.profileMe;
  }
}

function FollowGroup({ kind, follows }: { kind: Follow['kind']; follows: Follow[] }) {
  const { unfollow } = useFollowMutations();
  const { formatMessage: t } = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-950 dark:text-white">
        {t(FOLLOWS_TEXT.group, { kind })}{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {t(FOLLOWS_TEXT.count, { count: follows.length })}
        </span>
      </h3>
      <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
        {follows.map((follow) => (
          <li key={follow.id} className="flex items-center justify-between gap-3 py-2.5">
            <Link to={followLink(follow)} className={`min-w-0 [overflow-wrap:anywhere] ${linkClasses}`}>
              {follow.name}
            </Link>
            <Button
              variant="secondary"
              size="sm"
              disabled={unfollow.isPending && unfollow.variables === follow.id}
              onClick={() => unfollow.mutate(follow.id)}
            >
              {t(FOLLOWS_TEXT.unfollow)} <span className="sr-only">{follow.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <div role="alert">
        {unfollow.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(unfollow.error, t(FOLLOWS_TEXT.unfollowFailed))}
          </Alert>
        )}
      </div>
    </section>
  );
}

/** Everything the user follows, grouped by kind, each with a link and Unfollow. */
export function FollowsSection() {
  const { data: follows, error, isError, refetch } = useFollows();
  const { formatMessage: t } = useIntl();

  return (
    <SectionCard title={t(FOLLOWS_TEXT.title)} description={t(FOLLOWS_TEXT.description)}>
      {!follows && !isError && <Spinner label={t(FOLLOWS_TEXT.loading)} className="py-6" />}
      {!follows && isError && (
        <div role="alert">
          <Alert tone="error">
            <p>{errorMessage(error, t(FOLLOWS_TEXT.loadFailed))}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              {t(COMMON_MESSAGES.retry)}
            </Button>
          </Alert>
        </div>
      )}
      {follows?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(FOLLOWS_TEXT.empty)}</p>
      )}
      {follows && follows.length > 0 && (
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          {FOLLOW_KINDS.map((kind) => {
            const ofKind = follows.filter((follow) => follow.kind === kind);
            return ofKind.length === 0 ? null : <FollowGroup key={kind} kind={kind} follows={ofKind} />;
          })}
        </div>
      )}
      <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {t(FOLLOWS_TEXT.regionsHint, {
          link: (chunks) => (
            <Link to={paths.profileMe} className={linkClasses}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </SectionCard>
  );
}
