import { AUTH_MESSAGES, PASSWORD_MIN_SCORE, passwordStrength } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useResetPassword } from './api/reset-password';
import { AUTH_TEXT } from './auth-texts';
import { textLinkClasses } from './components/auth-layout';
import { PasswordField } from './components/password-field';
import { PasswordStrength } from './components/password-strength';
import { ResetPasswordFormSchema } from './form-schemas';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  onSuccess: () => void;
}

/** New password and confirmation; "Reset Password" stays disabled below strength 3 (spec §2). */
export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const isTooWeak = passwordStrength(password).score < PASSWORD_MIN_SCORE;
  // The link itself was refused (used, expired or altered): offer a new one.
  const isLinkRefused =
    reset.error instanceof ApiError && reset.error.message === AUTH_MESSAGES.resetLinkInvalid;

  return (
    <Form
      form={form}
      onSubmit={({ password: newPassword }) =>
        reset.mutate({ token, email, password: newPassword }, { onSuccess })
      }
      aria-label="Choose a new password"
      className="space-y-5"
    >
      <PasswordField
        name="password"
        label="New password"
        required
        autoComplete="new-password"
        deps="confirm_password"
      />
      <PasswordStrength password={password} />
      <PasswordField name="confirm_password" label="Confirm password" required autoComplete="new-password" />

      <div role="alert">
        {reset.isError && (
          <Alert tone="error">
            <p>{errorMessage(reset.error, AUTH_TEXT.resetFailed)}</p>
            {isLinkRefused && (
              <p className="mt-2">
                <Link to={paths.forgotPassword} className={textLinkClasses}>
                  Request a new reset link
                </Link>
              </p>
            )}
          </Alert>
        )}
      </div>

      <SubmitButton disabled={reset.isPending || isTooWeak} className="w-full">
        {reset.isPending ? 'Resetting password...' : 'Reset Password'}
      </SubmitButton>
    </Form>
  );
}
