import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { paths, type EmailSentType } from '../../lib/paths';
import { AUTH_TEXT } from './auth-texts';
import { AuthLayout } from './components/auth-layout';
import { isResentState } from './components/resend-verification';
import { StatusIcon } from './components/status-icon';

const TITLES: Record<EmailSentType, string> = {
  verification: 'Verification Email Sent',
  'password-reset': 'Password Reset Email Sent',
};

function isEmailSentType(value: string | undefined): value is EmailSentType {
  return value === 'verification' || value === 'password-reset';
}

function Address({ email }: { email: string }) {
  return email === '' ? (
    <>your email address</>
  ) : (
    <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{email}</span>
  );
}

function Tips({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
      <h2 className="font-semibold text-slate-900 dark:text-slate-100">Did not get the email?</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">{children}</ul>
    </div>
  );
}

/** The email-sent confirmation of spec §2, for a verification or a password-reset email. */
export function EmailSentPage() {
  const { emailType } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;

  if (!isEmailSentType(emailType)) return <Navigate to={paths.home} replace />;

  const email = searchParams.get('email') ?? '';
  const isVerification = emailType === 'verification';

  return (
    <AuthLayout icon={<StatusIcon kind="mail" />} title={TITLES[emailType]}>
      <div className="space-y-6">
        <div role="status">
          {isVerification && isResentState(state) && (
            <Alert tone="success">{AUTH_TEXT.resendSucceeded}</Alert>
          )}
        </div>
        <p className="text-slate-700 dark:text-slate-300">
          {isVerification ? (
            <>
              We sent a verification link to <Address email={email} />. Open it to confirm your address and
              finish setting up your account.
            </>
          ) : (
            <>
              We sent a link to choose a new password to <Address email={email} />, if it belongs to an
              account. The link works for one hour.
            </>
          )}
        </p>
        <Tips>
          <li>Check your spam or junk folder.</li>
          <li>Verify that the address above is the one you entered, spelled correctly.</li>
          <li>Wait a few minutes: email can take a little while to arrive.</li>
        </Tips>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.login()} className="flex-1">
            Return to login
          </ButtonLink>
          {!isVerification && (
            <ButtonLink to={paths.forgotPassword} variant="secondary" className="flex-1">
              Try again
            </ButtonLink>
          )}
        </div>
      </div>
    </AuthLayout>
  );
}
