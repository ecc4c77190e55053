import { EMAIL_FREQUENCIES, type EmailFrequency } from '@outbreak-watch/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { RadioGroupField, type RadioOption } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSavedEmailFrequency, useUpdateEmailFrequency } from './api/update-email-frequency';
import { EMAIL_TEXT } from './notifications-text';
import { SectionCard } from './section-card';

const EmailChoiceSchema = z.object({
  email_frequency: z.enum(EMAIL_FREQUENCIES, { error: 'Choose how often to get emails.' }),
});
type EmailChoice = z.input<typeof EmailChoiceSchema>;

const OPTIONS: readonly (RadioOption & { value: EmailFrequency })[] = [
  { value: 'immediate', label: 'At once', description: 'One email for each notification, as it happens.' },
  {
    value: 'daily',
    label: 'Daily digest',
    description: 'One email a day, at 07:00 UTC, with everything new.',
  },
];

const SAVED_TEXT: Record<EmailFrequency, string> = {
  immediate: 'Saved: an email for each notification, at once.',
  daily: 'Saved: one digest email a day.',
};

/** At once or a daily digest, saved with `PUT /api/notifications/email-frequency`. */
export function EmailFrequencyForm() {
  const saved = useSavedEmailFrequency();
  const mutation = useUpdateEmailFrequency();
  const form = useZodForm(EmailChoiceSchema, {
    defaultValues: { email_frequency: saved } as Partial<EmailChoice>,
  });
  // The stored choice arrives after the first render: it checks its radio unless one was picked already.
  useEffect(() => {
    if (saved && !form.getValues('email_frequency')) form.reset({ email_frequency: saved });
  }, [saved, form]);
  const chosen = form.watch('email_frequency');
  // Radios without a checked one read as null.
  const isUnchanged = !chosen || chosen === saved;

  const save = ({ email_frequency: choice }: { email_frequency: EmailFrequency }) => {
    mutation.mutate(choice, { onSuccess: (stored) => form.reset({ email_frequency: stored }) });
  };

  return (
    <SectionCard
      title={EMAIL_TEXT.title}
      description={
        <>
          Emails go out while “Email notifications” is on in your{' '}
          <Link
            to={paths.profileMe}
            className="rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
          >
            profile
          </Link>
          .
        </>
      }
    >
      <Form form={form} onSubmit={save} aria-label="Email frequency">
        <fieldset disabled={mutation.isPending}>
          <RadioGroupField
            name="email_frequency"
            legend={EMAIL_TEXT.legend}
            options={OPTIONS}
            // One card a row where the page puts this form in its narrow side column.
            className="lg:[&>div]:grid-cols-1"
          />
        </fieldset>
        <div role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {saved === undefined ? EMAIL_TEXT.unknown : isUnchanged && SAVED_TEXT[saved]}
        </div>
        <div role="alert">
          {mutation.isError && (
            <Alert tone="error" className="mt-3">
              {errorMessage(mutation.error, EMAIL_TEXT.failed)}
            </Alert>
          )}
        </div>
        <SubmitButton
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          disabled={mutation.isPending || isUnchanged}
        >
          {EMAIL_TEXT.save}
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
