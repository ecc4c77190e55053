import { useState, type ReactNode } from 'react';
import { useIntl } from '../lib/i18n/use-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner';
import { paths } from '../lib/paths';
import { useSession, type SessionStatus } from '../lib/session';
import { SHELL_MESSAGES } from './messages';

function SessionLoading() {
  const { formatMessage: t } = useIntl();
  return <Spinner label={t(SHELL_MESSAGES.checkingSession)} className="py-24" />;
}

/** The login form, with the current location to come back to after signing in. */
function useSignInRedirect(): string {
  const { pathname, search, hash } = useLocation();
  return paths.login(`${pathname}${search}${hash}`);
}

interface GuardProps {
  /** Rendered when allowed; as a layout route the guard renders its child routes instead. */
  children?: ReactNode;
}

/**
 * Signed-in users only (DESIGN.md §6): visitors go to `/auth/login?returnUrl=…` and come back after
 * signing in. While a stored session is being refreshed at start, a spinner shows.
 */
export function RequireAuth({ children }: GuardProps) {
  const { status } = useSession();
  const signInRedirect = useSignInRedirect();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous') return <Navigate to={signInRedirect} replace />;
  return children ?? <Outlet />;
}

interface RequireRoleProps extends GuardProps {
  /** Role ids (`ROLE` of the domain package) that may pass. */
  allow: readonly number[];
}

/** Signed-in users with one of `allow`'s roles; others are sent home, visitors to the login form. */
export function RequireRole({ allow, children }: RequireRoleProps) {
  const { status, user } = useSession();
  const signInRedirect = useSignInRedirect();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous' || !user) return <Navigate to={signInRedirect} replace />;
  if (!allow.includes(user.role_id)) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}

/**
 * Login and Register are for visitors: whoever arrives signed in goes home. The status is taken on
 * arrival, so signing in on the page itself does not trigger this redirect and the page can send the
 * user on to where they were going.
 */
export function RedirectIfSignedIn({ children }: GuardProps) {
  const { status } = useSession();
  const [arrivalStatus, setArrivalStatus] = useState<SessionStatus>(status);
  if (arrivalStatus === 'loading' && status !== 'loading') setArrivalStatus(status);

  if (arrivalStatus === 'loading') return <SessionLoading />;
  if (arrivalStatus === 'authenticated') return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}
