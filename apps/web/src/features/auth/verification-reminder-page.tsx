import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { paths, ROUTES } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AuthLayout } from './components/auth-layout';
import { ResendVerification } from './components/resend-verification';
import { StatusIcon } from './components/status-icon';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, VERIFY_MESSAGES } from './messages';

/**
 * The verification reminder (spec §2 leaves its content open): a signed-in, unverified user is asked
 * to open the mailed link and may have it sent again; visitors are asked to sign in first.
 */
export function VerificationReminderPage() {
  const { status, user } = useSession();
  const { formatMessage: t } = useIntl();

  if (status === 'loading') return <Spinner label={t(VERIFY_MESSAGES.checkingSession)} className="py-24" />;

  if (!user) {
    return (
      <AuthLayout
        icon={<StatusIcon kind="mail" />}
        title={t(VERIFY_MESSAGES.reminderTitle)}
        description={t(VERIFY_MESSAGES.reminderSignIn)}
      >
        <ButtonLink to={paths.login(ROUTES.verificationReminder)} className="w-full">
          {t(AUTH_FORM.signIn)}
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (user.is_verified) {
    return (
      <AuthLayout
        icon={<StatusIcon kind="success" />}
        title={t(VERIFY_MESSAGES.alreadyVerified)}
        description={t(VERIFY_MESSAGES.alreadyVerifiedText, {
          email: user.email,
          b: (chunks) => (
            <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{chunks}</span>
          ),
        })}
      >
        <ButtonLink to={paths.home} className="w-full">
          {t(VERIFY_MESSAGES.goToDashboard)}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<StatusIcon kind="warning" />}
      title={t(VERIFY_MESSAGES.pleaseVerify)}
      description={t(VERIFY_MESSAGES.pleaseVerifyText, {
        email: user.email,
        b: (chunks) => (
          <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{chunks}</span>
        ),
      })}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(VERIFY_MESSAGES.cannotFind)}</p>
        <ResendVerification layoutClassName="space-y-2" className="w-full" />
      </div>
    </AuthLayout>
  );
}
