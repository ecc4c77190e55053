import type { AlertLogEntry } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { ALERT_LOG_TEXTS as texts, alertCategoryLabel } from '../admin-texts';
import { AdminCard } from '../components/admin-page';
import { AlertStateBadge } from './alert-state-badge';

const muted = 'text-slate-700 dark:text-slate-300';

/** One delivery: channel, state and tries, what it was about, to whom, when, and why it failed. */
export function AlertEntryCard({ entry }: { entry: AlertLogEntry }) {
  const { formatMessage: t } = useIntl();
  const failed = entry.state === 'failed' || entry.state === 'gone' || entry.state === 'retrying';
  return (
    <AdminCard className={`p-4 ${entry.state === 'failed' ? 'border-red-300 dark:border-red-800' : ''}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900 dark:text-slate-100">
          {t(texts.channels[entry.channel])}
        </span>
        <AlertStateBadge state={entry.state} />
        {entry.attempts > 0 && <span className={muted}>{t(texts.attempts, { count: entry.attempts })}</span>}
        <time dateTime={entry.created_at} className={`ms-auto text-xs ${muted}`}>
          {formatDateTime(entry.created_at)}
        </time>
      </div>
      <p className="mt-2 font-medium break-words text-slate-900 dark:text-slate-100">
        {entry.link ? (
          <Link
            to={entry.link}
            className="text-brand-700 hover:underline dark:text-brand-300"
            title={t(texts.open)}
          >
            {entry.title}
          </Link>
        ) : (
          entry.title
        )}
      </p>
      <p className={`mt-1 text-sm break-words ${muted}`}>
        {entry.category && <span>{alertCategoryLabel(t, entry.category)} · </span>}
        <span className="text-slate-900 dark:text-slate-100">
          {entry.recipient_name ?? t(texts.noAccount)}
        </span>
        {entry.recipient_email && <span className="break-all"> · {entry.recipient_email}</span>}
        {entry.sent_at && entry.sent_at !== entry.created_at && (
          <span>
            {' '}
            · {t(texts.sentAt)} <time dateTime={entry.sent_at}>{formatDateTime(entry.sent_at)}</time>
          </span>
        )}
      </p>
      {failed && entry.last_error && (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm break-words text-red-900 dark:bg-red-950/60 dark:text-red-100">
          <span className="font-semibold">{t(texts.error)}: </span>
          <code className="font-mono text-xs">{entry.last_error}</code>
        </p>
      )}
    </AdminCard>
  );
}
