import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/form/checkbox-field';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useLogin } from './api/login';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { PasswordField } from './components/password-field';
import { LoginFormSchema } from './form-schemas';
import { safeReturnUrl } from './return-url';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, LOGIN_MESSAGES } from './messages';

/** Login of spec §2: on success the user goes to `returnUrl` (a path on this site) or home. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const { formatMessage: t } = useIntl();
  const form = useZodForm(LoginFormSchema, {
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = (values: { email: string; password: string; remember: boolean }) => {
    login.mutate(values, {
      onSuccess: () => void navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true }),
    });
  };

  return (
    <AuthLayout
      title={t(LOGIN_MESSAGES.title)}
      description={t(LOGIN_MESSAGES.description)}
      footer={t(LOGIN_MESSAGES.newHere, {
        link: (chunks) => (
          <Link to={paths.register} className={textLinkClasses}>
            {chunks}
          </Link>
        ),
      })}
    >
      <Form form={form} onSubmit={submit} aria-label={t(LOGIN_MESSAGES.formName)} className="space-y-5">
        <TextField
          name="email"
          label={t(AUTH_FORM.email)}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <PasswordField
          name="password"
          label={t(AUTH_FORM.password)}
          required
          autoComplete="current-password"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField name="remember" label={t(LOGIN_MESSAGES.remember)} />
          <Link to={paths.forgotPassword} className={`text-sm ${textLinkClasses}`}>
            {t(LOGIN_MESSAGES.forgot)}
          </Link>
        </div>

        <div role="alert">
          {login.isError && <Alert tone="error">{errorMessage(login.error, t(AUTH_TEXT.loginFailed))}</Alert>}
        </div>

        <SubmitButton disabled={login.isPending} className="w-full">
          {t(login.isPending ? LOGIN_MESSAGES.signingIn : AUTH_FORM.signIn)}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
