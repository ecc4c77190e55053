import { useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useVerifyEmail } from './api/verify-email';
import { AUTH_TEXT } from './auth-texts';
import { AuthLayout } from './components/auth-layout';
import { StatusIcon } from './components/status-icon';

function VerificationFailed({ messages }: { messages: readonly string[] }) {
  return (
    <AuthLayout icon={<StatusIcon kind="error" />} title="Email not verified">
      <div className="space-y-6">
        <div role="alert" className="space-y-2 text-slate-700 dark:text-slate-300">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
        <ButtonLink to={paths.login()} className="w-full">
          Return to Login
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}

/**
 * Email verification of spec §2 and §5: reads `code` and `email`, verifies once, then shows success or
 * the error. Without a code nothing is sent; without an email the spec's warning shows and the
 * verification is still attempted.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const email = searchParams.get('email') ?? '';
  const verification = useVerifyEmail(code, email);

  if (code === '') return <VerificationFailed messages={[AUTH_TEXT.verifyMissingCode]} />;

  const isEmailMissing = email === '';

  if (verification.isError) {
    const message = errorMessage(verification.error, AUTH_TEXT.verificationFailed);
    return (
      <VerificationFailed messages={isEmailMissing ? [AUTH_TEXT.verifyMissingEmail, message] : [message]} />
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthLayout icon={<StatusIcon kind="success" />} title="Email verified">
        <div className="space-y-6">
          <div role="status" className="space-y-2 text-slate-700 dark:text-slate-300">
            <p className="font-medium text-slate-900 dark:text-slate-100">{AUTH_TEXT.verified}</p>
            <p>You can now report outbreaks (with a reporter account) and comment on reports.</p>
          </div>
          <ButtonLink to={paths.login()} className="w-full">
            Go to Login
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Email verification">
      {isEmailMissing && (
        <div role="alert" className="mb-6">
          <Alert tone="error">{AUTH_TEXT.verifyMissingEmail}</Alert>
        </div>
      )}
      <Spinner label={AUTH_TEXT.verifying} className="justify-start py-2" />
    </AuthLayout>
  );
}
