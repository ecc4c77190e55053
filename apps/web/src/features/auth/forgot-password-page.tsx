import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useRequestPasswordReset } from './api/forgot-password';
import { AUTH_TEXT } from './auth-texts';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { StatusIcon } from './components/status-icon';
import { ForgotPasswordFormSchema } from './form-schemas';

function ReturnToSignIn() {
  return (
    <Link to={paths.login()} className={textLinkClasses}>
      Return to sign in
    </Link>
  );
}

/**
 * Forgot password of spec §2. The answer is the same whether or not the address has an account, so
 * after a send the form gives way to a confirmation that promises nothing more.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useZodForm(ForgotPasswordFormSchema, { defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <AuthLayout icon={<StatusIcon kind="mail" />} title="Check your email" footer={<ReturnToSignIn />}>
        <div role="status" className="space-y-4 text-slate-700 dark:text-slate-300">
          <p className="font-medium text-slate-900 dark:text-slate-100">{AUTH_TEXT.forgotPasswordSent}</p>
          <p>
            We sent the instructions to{' '}
            <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">
              {request.variables.email}
            </span>{' '}
            if it belongs to an account. The link in the email works for one hour.
          </p>
          <p className="text-sm">
            Nothing arrived after a few minutes? Check your spam or junk folder, or{' '}
            <button type="button" className={textLinkClasses} onClick={() => request.reset()}>
              try another address
            </button>
            .
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<ReturnToSignIn />}
    >
      <Form
        form={form}
        onSubmit={(values) => request.mutate(values)}
        aria-label="Request a password reset link"
        className="space-y-5"
      >
        <TextField
          name="email"
          label="Email address"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <div role="alert">
          {request.isError && (
            <Alert tone="error">{errorMessage(request.error, AUTH_TEXT.forgotPasswordFailed)}</Alert>
          )}
        </div>
        <SubmitButton disabled={request.isPending} className="w-full">
          {request.isPending ? 'Sending reset link...' : 'Send reset link'}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
