import type { Outbreak } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { FollowButton } from '../../../components/follow-button';
import { ConfirmationBadge, SeverityBadge, StatusBadge } from '../../../components/outbreak-badges';
import { paths } from '../../../lib/paths';
import { formatMediumDate, formatPlace } from '../reports-feed/outbreak-text';
import { OutbreakSummary } from './outbreak-summary';
import { DETAILS_MESSAGES as TEXT } from './messages';

/** The report's title band: what, where and when, its badges and the follow button. */
function DetailsHeader({ outbreak }: { outbreak: Outbreak }) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Link
          to={paths.reports}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-800 hover:underline print:hidden dark:text-brand-200"
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ←
          </span>{' '}
          {t(TEXT.backToReports)}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          {outbreak.disease_name}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          <bdi>{formatPlace(outbreak)}</bdi> ·{' '}
          <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
        </p>
        <ul aria-label={t(TEXT.badges)} className="mt-4 flex flex-wrap gap-2">
          <li>
            <StatusBadge status={outbreak.status} />
          </li>
          <li>
            <ConfirmationBadge confirmed={outbreak.confirmed} />
          </li>
          <li>
            <SeverityBadge severity={outbreak.severity} score={outbreak.severity_score} />
          </li>
        </ul>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
          <FollowButton kind="outbreak" targetId={outbreak.id} label={t(TEXT.track)} />
          <FollowButton
            kind="disease"
            targetId={outbreak.disease_id}
            label={t(TEXT.follow, { name: outbreak.disease_name })}
            showSignIn={false}
          />
          <FollowButton
            kind="country"
            targetId={outbreak.country_id}
            label={t(TEXT.follow, { name: outbreak.country_name })}
            showSignIn={false}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * A details page's title band and its cards, the summary first and `children` after it. Without
 * children it is the top of the page as the server renders it into the page's HTML frame
 * (`src/page-frames.tsx`): a phone shows the report before the app has loaded, and the app's page,
 * built on this same layout, takes its place without moving a line.
 */
export function OutbreakDetailsLayout({ outbreak, children }: { outbreak: Outbreak; children?: ReactNode }) {
  return (
    <>
      <DetailsHeader outbreak={outbreak} />
      {/* Row by row: the reading order on a phone is the order of the cards. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <OutbreakSummary outbreak={outbreak} />
        </div>
        {children}
      </div>
    </>
  );
}
