import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthLayout, textLinkClasses } from './components/auth-layout';
import { RegisterForm } from './register-form';
import { useIntl } from '../../lib/i18n/use-intl';
import { REGISTER_MESSAGES } from './messages';

/** Register of spec §2. */
export function RegisterPage() {
  const { formatMessage: t } = useIntl();
  return (
    <AuthLayout
      width="wide"
      title={t(REGISTER_MESSAGES.title)}
      description={t(REGISTER_MESSAGES.description)}
      footer={t(REGISTER_MESSAGES.haveAccount, {
        link: (chunks) => (
          <Link to={paths.login()} className={textLinkClasses}>
            {chunks}
          </Link>
        ),
      })}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
