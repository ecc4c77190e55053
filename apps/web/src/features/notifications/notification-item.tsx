import type { Notification } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { NOTIFICATIONS_TEXT } from './notifications-text';
import { formatFullTime, formatNotificationTime } from './notification-time';

/** Links are paths of this app (`/details/12`); anything else is shown as text, never followed. */
function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

/** A file of this site's API (a prepared export's download): a plain link, not a page of the app. */
const isApiPath = (link: string) => link.startsWith('/api/');

interface NotificationItemProps {
  notification: Notification;
  /** Called when the user opens an unread notification, to mark it read. */
  onOpen: (notification: Notification) => void;
}

/** One notification: title (leading to what it is about), body and when it arrived; unread ones stand out. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { read, title, body, link, created_at: createdAt } = notification;
  const { formatMessage: t } = useIntl();
  const titleText = (
    <>
      {!read && (
        <>
          <span className="sr-only">{t(NOTIFICATIONS_TEXT.unreadMark)}</span>{' '}
        </>
      )}
      {title}
    </>
  );
  const titleClasses = read
    ? 'font-medium text-slate-800 dark:text-slate-200'
    : 'font-semibold text-slate-950 dark:text-white';
  const linkClasses = `${titleClasses} rounded-sm [overflow-wrap:anywhere] underline-offset-2 hover:underline`;

  return (
    <li
      className={
        'flex gap-3 border-s-4 px-4 py-3.5 sm:px-5 ' +
        (read
          ? 'border-s-transparent'
          : 'border-s-brand-700 bg-brand-50/70 dark:border-s-brand-400 dark:bg-brand-950/40')
      }
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-brand-700 dark:bg-brand-300'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-x-4 gap-y-0.5 sm:flex-row sm:items-baseline sm:justify-between">
          {isAppPath(link) && isApiPath(link) ? (
            <a href={link} download onClick={() => onOpen(notification)} className={linkClasses}>
              {titleText}
            </a>
          ) : isAppPath(link) ? (
            <Link to={link} onClick={() => onOpen(notification)} className={linkClasses}>
              {titleText}
            </Link>
          ) : (
            <p className={`${titleClasses} [overflow-wrap:anywhere]`}>{titleText}</p>
          )}
          <time
            dateTime={createdAt}
            title={formatFullTime(createdAt)}
            className="shrink-0 text-sm text-slate-600 dark:text-slate-400"
          >
            {formatNotificationTime(createdAt)}
          </time>
        </div>
        <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{body}</p>
      </div>
    </li>
  );
}
