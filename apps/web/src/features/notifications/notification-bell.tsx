import { NavLink } from 'react-router';
import { formatCount } from '../../lib/format';
import { useText, type FormatText } from '../../lib/i18n/use-text';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useUnreadCount } from './api/get-notifications';
import { NOTIFICATIONS_TEXT } from './notifications-text';

/** "Notifications, 3 unread"; just "Notifications" until the count is known. */
function bellLabel(t: FormatText, unread: number | undefined): string {
  return unread === undefined
    ? t(NOTIFICATIONS_TEXT.bell)
    : t(NOTIFICATIONS_TEXT.bellUnread, { count: unread });
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors ' +
  (isActive
    ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white');

/** The header's bell for signed-in users: the unread count as a badge, leading to the notifications. */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const { data: unread } = useUnreadCount();
  const t = useText();
  if (!user) return null;

  return (
    <NavLink
      to={paths.notifications}
      aria-label={bellLabel(t, unread)}
      onClick={onNavigate}
      className={linkClasses}
    >
      <BellIcon />
      {unread !== undefined && unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-white dark:ring-slate-950"
        >
          {unread > 99 ? `${formatCount(99)}+` : formatCount(unread)}
        </span>
      )}
    </NavLink>
  );
}
