import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { paths, ROUTES } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AuthLayout } from './components/auth-layout';
import { ResendVerification } from './components/resend-verification';
import { StatusIcon } from './components/status-icon';

/**
 * The verification reminder (spec §2 leaves its content open): a signed-in, unverified user is asked
 * to open the mailed link and may have it sent again; visitors are asked to sign in first.
 */
export function VerificationReminderPage() {
  const { status, user } = useSession();

  if (status === 'loading') return <Spinner label="Checking your session…" className="py-24" />;

  if (!user) {
    return (
      <AuthLayout
        icon={<StatusIcon kind="mail" />}
        title="Verify your email address"
        description="Sign in to check whether your email address is verified or to get a new verification email."
      >
        <ButtonLink to={paths.login(ROUTES.verificationReminder)} className="w-full">
          Sign in
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (user.is_verified) {
    return (
      <AuthLayout
        icon={<StatusIcon kind="success" />}
        title="Your email address is verified"
        description={
          <>
            <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">
              {user.email}
            </span>{' '}
            is confirmed. There is nothing more to do.
          </>
        }
      >
        <ButtonLink to={paths.home} className="w-full">
          Go to the dashboard
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<StatusIcon kind="warning" />}
      title="Please verify your email address"
      description={
        <>
          We sent a verification link to{' '}
          <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{user.email}</span>
          . Open it to report outbreaks and comment on reports.
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Cannot find it? Check your spam or junk folder, or have a new link sent. Links work for 24 hours.
        </p>
        <ResendVerification layoutClassName="space-y-2" className="w-full" />
      </div>
    </AuthLayout>
  );
}
