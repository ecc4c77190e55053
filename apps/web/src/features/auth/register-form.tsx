import type { RegisterRequest } from '@outbreak-watch/domain';
import { Link, useNavigate } from 'react-router';
import { useFormState, useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/form/checkbox-field';
import { Form, useZodForm } from '../../components/form/form';
import { RadioGroupField, type RadioOption } from '../../components/form/radio-group-field';
import { SelectField, type SelectOption } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useProfileMetadata } from './api/profile-metadata';
import { useRegister } from './api/register';
import { textLinkClasses } from './components/auth-layout';
import { PasswordField } from './components/password-field';
import { PasswordStrength } from './components/password-strength';
import { RegisterFormSchema, type RegisterFormValues } from './form-schemas';
import { useIntl } from '../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT, REGISTER_MESSAGES } from './messages';

const DEFAULT_VALUES: RegisterFormValues = {
  email: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  title_id: '',
  qualification_id: '',
  affiliation_id: '',
  type: 'regular',
  password: '',
  confirm_password: '',
  terms: false,
};

function toOptions(items: readonly { id: number; name: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

const sectionTitle = 'text-base font-semibold text-slate-950 dark:text-white';
const newTabLink = `${textLinkClasses} font-medium`;

/**
 * The registration form (spec §2, §5). Submit is disabled while sending, and once the form has been
 * touched, until it is valid. After success an unverified user goes to the email-sent page.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const { formatMessage: t } = useIntl();
  const accountTypeOptions: readonly RadioOption[] = [
    {
      value: 'regular',
      label: t(REGISTER_MESSAGES.blogger),
      description: t(REGISTER_MESSAGES.bloggerDescription),
    },
    {
      value: 'reporter',
      label: t(REGISTER_MESSAGES.reporter),
      description: t(REGISTER_MESSAGES.reporterDescription),
    },
  ];
  const { data: metadata } = useProfileMetadata();
  const form = useZodForm(RegisterFormSchema, { defaultValues: DEFAULT_VALUES });
  const { isValid, touchedFields, isSubmitted } = useFormState({ control: form.control });
  const password = useWatch({ control: form.control, name: 'password' });

  const isTouched = isSubmitted || Object.keys(touchedFields).length > 0;
  const isBlocked = isTouched && !isValid;

  const submit = (body: RegisterRequest) => {
    registration.mutate(body, {
      onSuccess: ({ user }) => {
        const next = user.is_verified ? paths.home : paths.emailSent('verification', user.email);
        void navigate(next, { replace: true });
      },
    });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t(REGISTER_MESSAGES.formName)} className="space-y-8">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(REGISTER_MESSAGES.requiredNote, {
          mark: (chunks) => <span aria-hidden="true">{chunks}</span>,
          sr: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </p>

      <fieldset className="space-y-5">
        <legend className={sectionTitle}>{t(REGISTER_MESSAGES.yourAccount)}</legend>
        <TextField
          name="email"
          label={t(AUTH_FORM.email)}
          deps="password"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <PasswordField
          name="password"
          label={t(AUTH_FORM.password)}
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
        <RadioGroupField name="type" legend={t(REGISTER_MESSAGES.accountType)} options={accountTypeOptions} />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={sectionTitle}>{t(REGISTER_MESSAGES.aboutYou)}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {/* A password may not contain the names or the email: changing them checks it again. */}
          <TextField
            name="first_name"
            label={t(REGISTER_MESSAGES.firstName)}
            required
            autoComplete="given-name"
            deps="password"
          />
          <TextField
            name="last_name"
            label={t(REGISTER_MESSAGES.lastName)}
            required
            autoComplete="family-name"
            deps="password"
          />
          <TextField
            name="middle_name"
            label={t(REGISTER_MESSAGES.middleName)}
            autoComplete="additional-name"
            deps="password"
          />
          <SelectField
            name="title_id"
            label={t(REGISTER_MESSAGES.title_)}
            placeholder={t(REGISTER_MESSAGES.noTitle)}
            options={toOptions(metadata?.Titles)}
          />
          <SelectField
            name="qualification_id"
            label={t(REGISTER_MESSAGES.qualification)}
            placeholder={t(REGISTER_MESSAGES.selectQualification)}
            options={toOptions(metadata?.Qualifications)}
          />
          <SelectField
            name="affiliation_id"
            label={t(REGISTER_MESSAGES.affiliation)}
            placeholder={t(REGISTER_MESSAGES.selectAffiliation)}
            options={toOptions(metadata?.Affiliations)}
          />
        </div>
      </fieldset>

      <CheckboxField
        name="terms"
        label={t(REGISTER_MESSAGES.terms, {
          terms: (chunks) => (
            <Link to={paths.terms} target="_blank" className={newTabLink}>
              {chunks}
              <span className="sr-only"> {t(REGISTER_MESSAGES.opensInNewTab)}</span>
            </Link>
          ),
          privacy: (chunks) => (
            <Link to={paths.privacy} target="_blank" className={newTabLink}>
              {chunks}
              <span className="sr-only"> {t(REGISTER_MESSAGES.opensInNewTab)}</span>
            </Link>
          ),
        })}
      />

      <div role="alert">
        {registration.isError && (
          <Alert tone="error">{errorMessage(registration.error, t(AUTH_TEXT.registrationFailed))}</Alert>
        )}
      </div>

      <div>
        <SubmitButton
          disabled={registration.isPending || isBlocked}
          aria-describedby={isBlocked ? 'register-blocked-hint' : undefined}
          className="w-full sm:w-auto sm:min-w-48"
        >
          {t(registration.isPending ? REGISTER_MESSAGES.creating : REGISTER_MESSAGES.create)}
        </SubmitButton>
        {isBlocked && !registration.isPending && (
          <p id="register-blocked-hint" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t(REGISTER_MESSAGES.blocked)}
          </p>
        )}
      </div>
    </Form>
  );
}
