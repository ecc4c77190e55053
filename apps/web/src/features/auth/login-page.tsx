import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/form/checkbox-field';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useLogin } from './api/login';
import { AUTH_TEXT } from './auth-texts';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { PasswordField } from './components/password-field';
import { LoginFormSchema } from './form-schemas';
import { safeReturnUrl } from './return-url';

/** Login of spec §2: on success the user goes to `returnUrl` (a path on this site) or home. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
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
      title="Login"
      description="Sign in to report outbreaks, comment on reports and manage your profile."
      footer={
        <>
          New to Outbreak Watch?{' '}
          <Link to={paths.register} className={textLinkClasses}>
            Create an account
          </Link>
        </>
      }
    >
      <Form form={form} onSubmit={submit} aria-label="Sign in" className="space-y-5">
        <TextField
          name="email"
          label="Email address"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <PasswordField name="password" label="Password" required autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField name="remember" label="Remember me" />
          <Link to={paths.forgotPassword} className={`text-sm ${textLinkClasses}`}>
            Forgot your password?
          </Link>
        </div>

        <div role="alert">
          {login.isError && <Alert tone="error">{errorMessage(login.error, AUTH_TEXT.loginFailed)}</Alert>}
        </div>

        <SubmitButton disabled={login.isPending} className="w-full">
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
