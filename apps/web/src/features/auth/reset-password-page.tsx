import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { paths } from '../../lib/paths';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { StatusIcon } from './components/status-icon';
import { ResetPasswordForm } from './reset-password-form';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, RESET_MESSAGES } from './messages';

function InvalidLink({ message }: { message: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <AuthLayout icon={<StatusIcon kind="error" />} title={t(RESET_MESSAGES.linkBroken)}>
      <div className="space-y-6">
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {message}
        </p>
        <ButtonLink to={paths.forgotPassword} className="w-full">
          {t(AUTH_FORM.requestNewResetLink)}
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
  const { formatMessage: t } = useIntl();

  if (token === '') return <InvalidLink message={t(AUTH_TEXT.resetMissingToken)} />;
  if (email === '') return <InvalidLink message={t(AUTH_TEXT.resetMissingEmail)} />;

  if (isDone) {
    return (
      <AuthLayout icon={<StatusIcon kind="success" />} title={t(RESET_MESSAGES.changed)}>
        <div className="space-y-6">
          <div role="status" className="space-y-2 text-slate-700 dark:text-slate-300">
            <p className="font-medium text-slate-900 dark:text-slate-100">{t(AUTH_TEXT.resetSucceeded)}</p>
            <p>{t(RESET_MESSAGES.changedText)}</p>
          </div>
          <ButtonLink to={paths.login()} className="w-full">
            {t(AUTH_FORM.returnToLogin)}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t(RESET_MESSAGES.title)}
      description={t(RESET_MESSAGES.forEmail, {
        email,
        b: (chunks) => (
          <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{chunks}</span>
        ),
      })}
      footer={
        <Link to={paths.login()} className={textLinkClasses}>
          {t(AUTH_FORM.returnToSignIn)}
        </Link>
      }
    >
      <ResetPasswordForm token={token} email={email} onSuccess={() => setIsDone(true)} />
    </AuthLayout>
  );
}
