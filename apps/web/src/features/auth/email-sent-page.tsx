import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { paths, type EmailSentType } from '../../lib/paths';
import { AuthLayout } from './components/auth-layout';
import { isResentState } from './components/resend-verification';
import { StatusIcon } from './components/status-icon';
import type { MessageDescriptor } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, VERIFY_MESSAGES } from './messages';

const TITLES: Record<EmailSentType, MessageDescriptor> = {
  verification: VERIFY_MESSAGES.sentVerification,
  'password-reset': VERIFY_MESSAGES.sentReset,
};

function isEmailSentType(value: string | undefined): value is EmailSentType {
  return value === 'verification' || value === 'password-reset';
}

function Address({ email }: { email: string }) {
  const { formatMessage: t } = useIntl();
  return email === '' ? (
    <>{t(VERIFY_MESSAGES.yourAddress)}</>
  ) : (
    <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{email}</span>
  );
}

function Tips({ children }: { children: ReactNode }) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
      <h2 className="font-semibold text-slate-900 dark:text-slate-100">{t(VERIFY_MESSAGES.tipsTitle)}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">{children}</ul>
    </div>
  );
}

/** The email-sent confirmation of spec §2, for a verification or a password-reset email. */
export function EmailSentPage() {
  const { emailType } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const { formatMessage: t } = useIntl();

  if (!isEmailSentType(emailType)) return <Navigate to={paths.home} replace />;

  const email = searchParams.get('email') ?? '';
  const isVerification = emailType === 'verification';

  return (
    <AuthLayout icon={<StatusIcon kind="mail" />} title={t(TITLES[emailType])}>
      <div className="space-y-6">
        <div role="status">
          {isVerification && isResentState(state) && (
            <Alert tone="success">{t(AUTH_TEXT.resendSucceeded)}</Alert>
          )}
        </div>
        <p className="text-slate-700 dark:text-slate-300">
          {t(isVerification ? VERIFY_MESSAGES.sentVerificationText : VERIFY_MESSAGES.sentResetText, {
            address: <Address email={email} />,
          })}
        </p>
        <Tips>
          <li>{t(VERIFY_MESSAGES.tipSpam)}</li>
          <li>{t(VERIFY_MESSAGES.tipAddress)}</li>
          <li>{t(VERIFY_MESSAGES.tipWait)}</li>
        </Tips>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.login()} className="flex-1">
            {t(AUTH_FORM.returnToLogin)}
          </ButtonLink>
          {!isVerification && (
            <ButtonLink to={paths.forgotPassword} variant="secondary" className="flex-1">
              {t(VERIFY_MESSAGES.tryAgain)}
            </ButtonLink>
          )}
        </div>
      </div>
    </AuthLayout>
  );
}
