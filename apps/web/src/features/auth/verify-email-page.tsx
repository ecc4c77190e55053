import { useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useVerifyEmail } from './api/verify-email';
import { AuthLayout } from './components/auth-layout';
import { StatusIcon } from './components/status-icon';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, VERIFY_MESSAGES } from './messages';

function VerificationFailed({ messages }: { messages: readonly string[] }) {
  const { formatMessage: t } = useIntl();
  return (
    <AuthLayout icon={<StatusIcon kind="error" />} title={t(VERIFY_MESSAGES.notVerified)}>
      <div className="space-y-6">
        <div role="alert" className="space-y-2 text-slate-700 dark:text-slate-300">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
        <ButtonLink to={paths.login()} className="w-full">
          {t(AUTH_FORM.returnToLoginTitle)}
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
  const { formatMessage: t } = useIntl();

  if (code === '') return <VerificationFailed messages={[t(AUTH_TEXT.verifyMissingCode)]} />;

  const isEmailMissing = email === '';

  if (verification.isError) {
    const message = errorMessage(verification.error, t(AUTH_TEXT.verificationFailed));
    return (
      <VerificationFailed
        messages={isEmailMissing ? [t(AUTH_TEXT.verifyMissingEmail), message] : [message]}
      />
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthLayout icon={<StatusIcon kind="success" />} title={t(VERIFY_MESSAGES.verified)}>
        <div className="space-y-6">
          <div role="status" className="space-y-2 text-slate-700 dark:text-slate-300">
            <p className="font-medium text-slate-900 dark:text-slate-100">{t(AUTH_TEXT.verified)}</p>
            <p>{t(VERIFY_MESSAGES.verifiedText)}</p>
          </div>
          <ButtonLink to={paths.login()} className="w-full">
            {t(AUTH_FORM.goToLogin)}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t(VERIFY_MESSAGES.title)}>
      {isEmailMissing && (
        <div role="alert" className="mb-6">
          <Alert tone="error">{t(AUTH_TEXT.verifyMissingEmail)}</Alert>
        </div>
      )}
      <Spinner label={t(AUTH_TEXT.verifying)} className="justify-start py-2" />
    </AuthLayout>
  );
}
