import { CONTACT_SUBJECTS, ContactFormSchema } from '@outbreak-watch/domain';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { SITE } from '../../lib/site';

/**
 * The built-in contact form. As in spec §2 it sends nothing: a valid submit only resets it, and the
 * note tells the visitor to email the team instead.
 */
export function ContactForm() {
  const form = useZodForm(ContactFormSchema, {
    defaultValues: { name: '', email: '', message: '' },
  });
  const [isSubmitted, setIsSubmitted] = useState(false);

  const submit = () => {
    form.reset();
    setIsSubmitted(true);
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        Write to us
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        All fields are required. Messages written here are not sent; to reach the team, use Send Message or
        email {SITE.contact.email}.
      </p>

      <Form
        form={form}
        onSubmit={submit}
        onInvalidSubmit={() => setIsSubmitted(false)}
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

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <SubmitButton className="sm:w-auto">Submit</SubmitButton>
        </div>

        <div role="status">
          {isSubmitted && (
            <Alert tone="success">
              Thank you. This form is not sent anywhere — please email us at{' '}
              <a href={`mailto:${SITE.contact.email}`} className="font-semibold underline underline-offset-2">
                {SITE.contact.email}
              </a>{' '}
              so the team can reply.
            </Alert>
          )}
        </div>
      </Form>
    </div>
  );
}
