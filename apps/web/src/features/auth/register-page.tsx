import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { RegisterForm } from './register-form';

/** Register of spec §2. */
export function RegisterPage() {
  return (
    <AuthLayout
      width="wide"
      title="Register"
      description="Create an account to follow outbreaks, comment as an expert, or report outbreaks as a reporter."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login()} className={textLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
