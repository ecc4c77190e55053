import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useRequestPasswordReset } from './api/forgot-password';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { StatusIcon } from './components/status-icon';
import { ForgotPasswordFormSchema } from './form-schemas';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, FORGOT_MESSAGES } from './messages';

function ReturnToSignIn() {
  const { formatMessage: t } = useIntl();
  return (
    <Link to={paths.login()} className={textLinkClasses}>
      {t(AUTH_FORM.returnToSignIn)}
    </Link>
  );
}

/**
 * Forgot password of spec §2. The answer is the same whether or not the address has an account, so
 * after a send the form gives way to a confirmation that promises nothing more.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { formatMessage: t } = useIntl();
  const form = useZodForm(ForgotPasswordFormSchema, { defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <AuthLayout
        icon={<StatusIcon kind="mail" />}
        title={t(FORGOT_MESSAGES.checkEmail)}
        footer={<ReturnToSignIn />}
      >
        <div role="status" className="space-y-4 text-slate-700 dark:text-slate-300">
          <p className="font-medium text-slate-900 dark:text-slate-100">{t(AUTH_TEXT.forgotPasswordSent)}</p>
          <p>
            {t(FORGOT_MESSAGES.sentTo, {
              email: request.variables.email,
              b: (chunks) => (
                <span className="font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">
                  {chunks}
                </span>
              ),
            })}
          </p>
          <p className="text-sm">
            {t(FORGOT_MESSAGES.nothingArrived, {
              retry: (chunks) => (
                <button type="button" className={textLinkClasses} onClick={() => request.reset()}>
                  {chunks}
                </button>
              ),
            })}
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t(FORGOT_MESSAGES.title)}
      description={t(FORGOT_MESSAGES.description)}
      footer={<ReturnToSignIn />}
    >
      <Form
        form={form}
        onSubmit={(values) => request.mutate(values)}
        aria-label={t(FORGOT_MESSAGES.formName)}
        className="space-y-5"
      >
        <TextField
          name="email"
          label={t(AUTH_FORM.email)}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <div role="alert">
          {request.isError && (
            <Alert tone="error">{errorMessage(request.error, t(AUTH_TEXT.forgotPasswordFailed))}</Alert>
          )}
        </div>
        <SubmitButton disabled={request.isPending} className="w-full">
          {t(request.isPending ? FORGOT_MESSAGES.sending : FORGOT_MESSAGES.send)}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
