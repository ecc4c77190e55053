import { PRODUCT } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../lib/site';
import { findPageHeading, renderApp } from '../../test/render-app';

const THANK_YOU = `Thank you. This form is not sent anywhere — please email us at ${SITE.contact.email} so the team can reply.`;

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

  it('on a valid submit resets every field and shows the thank-you note', async () => {
    const { user, name, email, subject, message, submit, form } = await renderContact();

    await user.type(name, 'Ana Lima');
    await user.type(email, 'ana.lima@example.org');
    await user.selectOptions(subject, 'feedback');
    await user.type(message, 'The map is very helpful.');
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(THANK_YOU);
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(subject).toHaveValue('');
    expect(message).toHaveValue('');
    expect(form.queryByText('This field is required')).not.toBeInTheDocument();
  });
});
