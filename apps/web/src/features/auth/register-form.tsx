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
import { AUTH_TEXT } from './auth-texts';
import { textLinkClasses } from './components/auth-layout';
import { PasswordField } from './components/password-field';
import { PasswordStrength } from './components/password-strength';
import { RegisterFormSchema, type RegisterFormValues } from './form-schemas';

const ACCOUNT_TYPE_OPTIONS: readonly RadioOption[] = [
  { value: 'regular', label: 'Blogger', description: 'Follow outbreaks and join the discussion.' },
  { value: 'reporter', label: 'Reporter', description: 'Also report outbreaks you observe.' },
];

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
    <Form form={form} onSubmit={submit} aria-label="Create an account" className="space-y-8">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <fieldset className="space-y-5">
        <legend className={sectionTitle}>Your account</legend>
        <TextField
          name="email"
          label="Email address"
          deps="password"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <PasswordField
          name="password"
          label="Password"
          required
          autoComplete="new-password"
          deps="confirm_password"
        />
        <PasswordStrength password={password} />
        <PasswordField
          name="confirm_password"
          label="Confirm password"
          required
          autoComplete="new-password"
        />
        <RadioGroupField name="type" legend="Account type" options={ACCOUNT_TYPE_OPTIONS} />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={sectionTitle}>About you</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {/* A password may not contain the names or the email: changing them checks it again. */}
          <TextField
            name="first_name"
            label="First name"
            required
            autoComplete="given-name"
            deps="password"
          />
          <TextField name="last_name" label="Last name" required autoComplete="family-name" deps="password" />
          <TextField name="middle_name" label="Middle name" autoComplete="additional-name" deps="password" />
          <SelectField
            name="title_id"
            label="Title"
            placeholder="No title"
            options={toOptions(metadata?.Titles)}
          />
          <SelectField
            name="qualification_id"
            label="Qualification"
            placeholder="Select a qualification"
            options={toOptions(metadata?.Qualifications)}
          />
          <SelectField
            name="affiliation_id"
            label="Affiliation"
            placeholder="Select an affiliation"
            options={toOptions(metadata?.Affiliations)}
          />
        </div>
      </fieldset>

      <CheckboxField
        name="terms"
        label={
          <>
            I agree to the{' '}
            <Link to={paths.terms} target="_blank" className={newTabLink}>
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacy} target="_blank" className={newTabLink}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </Link>
            .
          </>
        }
      />

      <div role="alert">
        {registration.isError && (
          <Alert tone="error">{errorMessage(registration.error, AUTH_TEXT.registrationFailed)}</Alert>
        )}
      </div>

      <div>
        <SubmitButton
          disabled={registration.isPending || isBlocked}
          aria-describedby={isBlocked ? 'register-blocked-hint' : undefined}
          className="w-full sm:w-auto sm:min-w-48"
        >
          {registration.isPending ? 'Creating account...' : 'Create account'}
        </SubmitButton>
        {isBlocked && !registration.isPending && (
          <p id="register-blocked-hint" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Complete every required field and fix the marked ones to create your account.
          </p>
        )}
      </div>
    </Form>
  );
}
