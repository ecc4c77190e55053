import { AUTH_MESSAGE_DESCRIPTORS, PASSWORD_MIN_SCORE, passwordStrength } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useResetPassword } from './api/reset-password';
import { textLinkClasses } from './components/auth-layout';
import { PasswordField } from './components/password-field';
import { PasswordStrength } from './components/password-strength';
import { ResetPasswordFormSchema } from './form-schemas';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, RESET_MESSAGES } from './messages';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  onSuccess: () => void;
}

/** New password and confirmation; "Reset Password" stays disabled below strength 3 (spec §2). */
export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const { formatMessage: t } = useIntl();
  const form = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const isTooWeak = passwordStrength(password).score < PASSWORD_MIN_SCORE;
  // The link itself was refused (used, expired or altered): offer a new one. The server wrote its
  // message in the app's language, from the same catalogue.
  const isLinkRefused =
    reset.error instanceof ApiError && reset.error.message === t(AUTH_MESSAGE_DESCRIPTORS.resetLinkInvalid);

  return (
    <Form
      form={form}
      onSubmit={({ password: newPassword }) =>
        reset.mutate({ token, email, password: newPassword }, { onSuccess })
      }
      aria-label={t(RESET_MESSAGES.title)}
      className="space-y-5"
    >
      <PasswordField
        name="password"
        label={t(AUTH_FORM.newPassword)}
        required
        autoComplete="new-password"
        deps="confirm_password"
      />
      <PasswordStrength password={password} />
      <PasswordField
        name="confirm_password"
        label={t(AUTH_FORM.confirmPassword)}
        required
        autoComplete="new-password"
      />

      <div role="alert">
        {reset.isError && (
          <Alert tone="error">
            <p>{errorMessage(reset.error, t(AUTH_TEXT.resetFailed))}</p>
            {isLinkRefused && (
              <p className="mt-2">
                <Link to={paths.forgotPassword} className={textLinkClasses}>
                  {t(AUTH_FORM.requestNewResetLink)}
                </Link>
              </p>
            )}
          </Alert>
        )}
      </div>

      <SubmitButton disabled={reset.isPending || isTooWeak} className="w-full">
        {t(reset.isPending ? RESET_MESSAGES.resetting : RESET_MESSAGES.submit)}
      </SubmitButton>
    </Form>
  );
}
