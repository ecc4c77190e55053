import { CONTACT_MESSAGES, LANGUAGE_STORAGE_KEY, MESSAGES, PRODUCT } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../lib/site';
import { errorBody } from '../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** Answers `POST /api/contact` with `respond`, recording each body. */
function serveContact(respond: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/contact', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

const sent = (body: Record<string, unknown>) =>
  HttpResponse.json({ status: 'success', message: CONTACT_MESSAGES.sent(String(body.email)) });

async function renderContact() {
  const result = renderApp('/contact');
  await findPageHeading('Contact the Outbreak Watch team');
  const form = within(screen.getByRole('form', { name: 'Write to us' }));
  return {
    ...result,
    form,
    name: form.getByLabelText(/^Name/),
    email: form.getByLabelText(/^Email/),
    subject: form.getByLabelText(/^Subject/),
    message: form.getByLabelText(/^Message/),
    submit: form.getByRole('button', { name: 'Submit' }),
  };
}

describe('Contact page', () => {
  it('shows the email, phone, address, social links and Send Message', async () => {
    await renderContact();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: SITE.contact.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.contact.email}`,
    );
    expect(main.getByRole('link', { name: SITE.contact.phone })).toHaveAttribute(
      'href',
      SITE.contact.phoneHref,
    );
    expect(main.getByText(SITE.contact.addressLines[1])).toBeInTheDocument();
    for (const network of ['X', 'LinkedIn', 'Facebook', 'YouTube']) {
      const link = main.getByRole('link', { name: `${PRODUCT.name} on ${network}` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(main.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${SITE.contact.email}\\?subject=`),
    );
  });

  it('offers the spec’s subjects after an empty choice', async () => {
    const { subject } = await renderContact();

    const options = within(subject)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select a subject',
      'Report an outbreak',
      'Feedback',
      'Partnership',
      'Press',
      'Other',
    ]);
  });

  it('shows no messages before a field is touched, then the message once it is left', async () => {
    const { user, name, email, form } = await renderContact();

    await user.click(name);
    expect(form.queryByText('This field is required')).not.toBeInTheDocument();

    await user.click(email);
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Email address is required.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('on an empty submit shows every message and focuses the first invalid field', async () => {
    const { user, form, name, email, subject, message, submit } = await renderContact();

    await user.click(submit);

    expect(name).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveAccessibleDescription('Email address is required.');
    expect(subject).toHaveAccessibleDescription('This field is required');
    expect(message).toHaveAccessibleDescription('This field is required');
    expect(form.getAllByText('This field is required')).toHaveLength(3);
    for (const field of [name, email, subject, message])
      expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('rejects a malformed email address', async () => {
    const { user, email } = await renderContact();

    await user.type(email, 'not-an-email');
    await user.tab();

    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('focuses the first invalid field when earlier ones are valid', async () => {
    const { user, name, email, submit } = await renderContact();

    await user.type(name, 'Ana Lima');
    await user.type(email, 'ana@');
    await user.click(submit);

    expect(email).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  async function fillIn(fields: Awaited<ReturnType<typeof renderContact>>) {
    const { user, name, email, subject, message } = fields;
    await user.type(name, 'Ana Lima');
    await user.type(email, 'ana.lima@example.org');
    await user.selectOptions(subject, 'feedback');
    await user.type(message, 'The map is very helpful.');
  }

  it('sends a valid message, resets every field and says where the reply will go', async () => {
    const bodies = serveContact(sent);
    const fields = await renderContact();
    const { user, name, email, subject, message, submit, form } = fields;
    await fillIn(fields);
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Your message was sent; the team will reply to ana.lima@example.org.',
    );
    expect(bodies).toEqual([
      {
        name: 'Ana Lima',
        email: 'ana.lima@example.org',
        subject: 'feedback',
        message: 'The map is very helpful.',
      },
    ]);
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(subject).toHaveValue('');
    expect(message).toHaveValue('');
    expect(form.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.queryByText(/not sent/)).not.toBeInTheDocument();
  });

  it('shows the server’s field messages under their fields and keeps what was typed', async () => {
    serveContact(() =>
      HttpResponse.json(
        {
          ...errorBody(400, 'Validation failed'),
          details: [{ field: 'message', message: MESSAGES.maxLength(5000) }],
        },
        { status: 400 },
      ),
    );
    const fields = await renderContact();
    await fillIn(fields);
    await fields.user.click(fields.submit);

    expect(await fields.form.findByText(MESSAGES.maxLength(5000))).toBeInTheDocument();
    expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveValue('Ana Lima');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when too many messages were sent, and keeps the message', async () => {
    serveContact(() => HttpResponse.json(errorBody(429, CONTACT_MESSAGES.tooMany), { status: 429 }));
    const fields = await renderContact();
    await fillIn(fields);
    await fields.user.click(fields.submit);

    expect(await screen.findByText(CONTACT_MESSAGES.tooMany)).toBeInTheDocument();
    expect(fields.message).toHaveValue('The map is very helpful.');
  });

  it('is written in Arabic for an Arabic reader', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    renderApp('/contact');
    await findPageHeading('تواصل مع فريق Outbreak Watch');
    const form = within(screen.getByRole('form', { name: 'راسلنا' }));
    expect(form.getByRole('option', { name: 'الإبلاغ عن فاشية' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
