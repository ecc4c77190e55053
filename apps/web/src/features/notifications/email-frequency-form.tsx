import { EMAIL_FREQUENCIES, type EmailFrequency, type MessageDescriptor } from '@outbreak-watch/domain';
import { useEffect } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
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
  email_frequency: z.enum(EMAIL_FREQUENCIES, { error: EMAIL_TEXT.required.defaultMessage }),
});
type EmailChoice = z.input<typeof EmailChoiceSchema>;

const OPTIONS = [
  { value: 'immediate', label: EMAIL_TEXT.immediate, description: EMAIL_TEXT.immediateHint },
  { value: 'daily', label: EMAIL_TEXT.daily, description: EMAIL_TEXT.dailyHint },
] as const satisfies readonly {
  value: EmailFrequency;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[];

const SAVED_TEXT = {
  immediate: EMAIL_TEXT.savedImmediate,
  daily: EMAIL_TEXT.savedDaily,
} satisfies Record<EmailFrequency, MessageDescriptor>;

/** At once or a daily digest, saved with `PUT /api/notifications/email-frequency`. */
export function EmailFrequencyForm() {
  const saved = useSavedEmailFrequency();
  const mutation = useUpdateEmailFrequency();
  const { formatMessage: t } = useIntl();
  const options: RadioOption[] = OPTIONS.map((option) => ({
    value: option.value,
    label: t(option.label),
    description: t(option.description),
  }));
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
      title={t(EMAIL_TEXT.title)}
      description={t(EMAIL_TEXT.description, {
        link: (chunks) => (
          <Link
            to={paths.profileMe}
            className="rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
          >
            {chunks}
          </Link>
        ),
      })}
    >
      <Form form={form} onSubmit={save} aria-label={t(EMAIL_TEXT.formName)}>
        <fieldset disabled={mutation.isPending}>
          <RadioGroupField
            name="email_frequency"
            legend={t(EMAIL_TEXT.legend)}
            options={options}
            // One card a row where the page puts this form in its narrow side column.
            className="lg:[&>div]:grid-cols-1"
          />
        </fieldset>
        <div role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {saved === undefined ? t(EMAIL_TEXT.unknown) : isUnchanged && t(SAVED_TEXT[saved])}
        </div>
        <div role="alert">
          {mutation.isError && (
            <Alert tone="error" className="mt-3">
              {errorMessage(mutation.error, t(EMAIL_TEXT.failed))}
            </Alert>
          )}
        </div>
        <SubmitButton
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          disabled={mutation.isPending || isUnchanged}
        >
          {t(EMAIL_TEXT.save)}
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
