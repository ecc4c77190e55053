import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { paths } from '../../lib/paths';
import { AUTH_TEXT } from './auth-texts';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { StatusIcon } from './components/status-icon';
import { ResetPasswordForm } from './reset-password-form';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthLayout icon={<StatusIcon kind="error" />} title="This reset link does not work">
      <div className="space-y-6">
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {message}
        </p>
        <ButtonLink to={paths.forgotPassword} className="w-full">
          Request a new reset link
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}

/** Reset password of spec §2 and §4: an invalid link, the form, or the success message. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const [isDone, setIsDone] = useState(false);

  if (token === '') return <InvalidLink message={AUTH_TEXT.resetMissingToken} />;
  if (email === '') return <InvalidLink message={AUTH_TEXT.resetMissingEmail} />;

  if (isDone) {
    return (
      <AuthLayout icon={<StatusIcon kind="success" />} title="Password changed">
        <div className="space-y-6">
          <div role="status" className="space-y-2 text-slate-700 dark:text-slate-300">
            <p className="font-medium text-slate-900 dark:text-slate-100">{AUTH_TEXT.resetSucceeded}</p>
            <p>Sign in with your new password. For your safety, every other session has been signed out.</p>
          </div>
          <ButtonLink to={paths.login()} className="w-full">
            Return to login
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description={
        <>
          For <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{email}</span>
        </>
      }
      footer={
        <Link to={paths.login()} className={textLinkClasses}>
          Return to sign in
        </Link>
      }
    >
      <ResetPasswordForm token={token} email={email} onSuccess={() => setIsDone(true)} />
    </AuthLayout>
  );
}
