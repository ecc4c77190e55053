import { CONTACT_SUBJECTS, ContactFormSchema, type ContactForm } from '@outbreak-watch/domain';
import { useRef } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useSendContactMessage } from './api/send-contact-message';
import { CONTACT_TEXT } from './messages';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

const SUBJECT_NAMES = {
  report: CONTACT_TEXT.subjectReport,
  feedback: CONTACT_TEXT.subjectFeedback,
  partnership: CONTACT_TEXT.subjectPartnership,
  press: CONTACT_TEXT.subjectPress,
  other: CONTACT_TEXT.subjectOther,
} as const;

/**
 * The built-in contact form: sent to the team through the server, which mails the sender a copy. A
 * valid send resets the form and says where the reply will go; the server's field messages show under
 * their fields, anything else above Submit.
 */
export function ContactForm() {
  const { formatMessage: t } = useIntl();
  const form = useZodForm(ContactFormSchema, {
    defaultValues: { name: '', email: '', message: '' },
  });
  const send = useSendContactMessage();
  // A field people never see; robots that fill every input give themselves away.
  const website = useRef<HTMLInputElement>(null);

  const submit = async (values: ContactForm) => {
    try {
      await send.mutateAsync({ ...values, website: website.current?.value || undefined });
      form.reset();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, FIELDS)) {
        form.setError(field, { type: 'server', message });
      }
    }
  };
  const fieldErrors = serverFieldErrors(send.error, FIELDS);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        {t(CONTACT_TEXT.formTitle)}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(CONTACT_TEXT.formIntro)}</p>

      <Form
        form={form}
        onSubmit={submit}
        onInvalidSubmit={() => send.reset()}
        aria-labelledby="contact-form-title"
        className="mt-6 space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label={t(CONTACT_TEXT.name)} required autoComplete="name" />
          <TextField
            name="email"
            label={t(CONTACT_TEXT.formEmail)}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <SelectField
          name="subject"
          label={t(CONTACT_TEXT.subject)}
          required
          placeholder={t(CONTACT_TEXT.chooseSubject)}
          options={CONTACT_SUBJECTS.map(({ value }) => ({ value, label: t(SUBJECT_NAMES[value]) }))}
        />
        <TextareaField name="message" label={t(CONTACT_TEXT.message)} required rows={6} />
        <div aria-hidden="true" className="hidden">
          <label htmlFor="contact-website">{t(CONTACT_TEXT.website)}</label>
          <input
            ref={website}
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <SubmitButton className="sm:w-auto" disabled={send.isPending}>
            {t(send.isPending ? CONTACT_TEXT.sending : CONTACT_TEXT.submit)}
          </SubmitButton>
        </div>

        <div role="status">{send.isSuccess && <Alert tone="success">{send.data.message}</Alert>}</div>
        <div role="alert">
          {send.isError && fieldErrors.length === 0 && (
            <Alert tone="error">{errorMessage(send.error, t(CONTACT_TEXT.sendFailed))}</Alert>
          )}
        </div>
      </Form>
    </div>
  );
}
