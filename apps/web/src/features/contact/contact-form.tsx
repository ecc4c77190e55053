import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  ContactFormSchema,
  type ContactForm,
} from '@outbreak-watch/domain';
import { useRef } from 'react';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useSendContactMessage } from './api/send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The built-in contact form: sent to the team through the server, which mails the sender a copy. A
 * valid send resets the form and says where the reply will go; the server's field messages show under
 * their fields, anything else above Submit.
 */
export function ContactForm() {
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
        Write to us
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        All fields are required. The team replies to the email address you give, and you get a copy of your
        message there.
      </p>

      <Form
        form={form}
        onSubmit={submit}
        onInvalidSubmit={() => send.reset()}
        aria-labelledby="contact-form-title"
        className="mt-6 space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label="Name" required autoComplete="name" />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <SelectField
          name="subject"
          label="Subject"
          required
          placeholder="Select a subject"
          options={CONTACT_SUBJECTS}
        />
        <TextareaField name="message" label="Message" required rows={6} />
        <div aria-hidden="true" className="hidden">
          <label htmlFor="contact-website">Website</label>
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
            {send.isPending ? 'Sending…' : 'Submit'}
          </SubmitButton>
        </div>

        <div role="status">{send.isSuccess && <Alert tone="success">{send.data.message}</Alert>}</div>
        <div role="alert">
          {send.isError && fieldErrors.length === 0 && (
            <Alert tone="error">{errorMessage(send.error, CONTACT_MESSAGES.sendFailed)}</Alert>
          )}
        </div>
      </Form>
    </div>
  );
}
