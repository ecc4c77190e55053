import { AUTH_MESSAGES, MESSAGES, SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthResponse, errorBody } from '../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const METADATA = {
  Titles: [
    { id: 1, name: 'Dr.' },
    { id: 2, name: 'Prof.' },
  ],
  Qualifications: [{ id: 5, name: 'Epidemiologist' }],
  Affiliations: [{ id: 9, name: 'Ministry of Health' }],
};

function metadataEndpoint(answer: () => Response = () => HttpResponse.json(METADATA)) {
  server.use(http.get('/api/profile/metadata', answer));
}

function registerEndpoint(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json(createAuthResponse({ user: { is_verified: false } }), { status: 201 }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/register', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function renderRegister() {
  const result = renderApp('/auth/register');
  await findPageHeading('Register');
  const form = within(screen.getByRole('form', { name: 'Create an account' }));
  return {
    ...result,
    form,
    email: form.getByLabelText(/^Email address/),
    firstName: form.getByLabelText(/^First name/),
    lastName: form.getByLabelText(/^Last name/),
    middleName: form.getByLabelText(/^Middle name/),
    title: form.getByLabelText(/^Title/),
    qualification: form.getByLabelText(/^Qualification/),
    affiliation: form.getByLabelText(/^Affiliation/),
    password: form.getByLabelText(/^Password\*?$/),
    confirm: form.getByLabelText(/^Confirm password/),
    terms: form.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }),
    submit: form.getByRole('button', { name: 'Create account' }),
  };
}

type Fields = Awaited<ReturnType<typeof renderRegister>>;

async function fillValidForm({ user, email, firstName, lastName, password, confirm, terms }: Fields) {
  await user.type(email, 'amara.okafor@example.org');
  await user.type(firstName, 'Amara');
  await user.type(lastName, 'Okafor');
  await user.type(password, 'Sturdy-Lantern-42');
  await user.type(confirm, 'Sturdy-Lantern-42');
  await user.click(terms);
}

function strengthLabel() {
  return screen.getByTestId('password-strength-label');
}

describe('Register page', () => {
  it('offers the metadata selects, account types and links of spec §2', async () => {
    metadataEndpoint();
    const { form, title, qualification, affiliation } = await renderRegister();

    await waitFor(() => expect(within(title).getAllByRole('option')).toHaveLength(3));
    expect(
      within(title)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No title', 'Dr.', 'Prof.']);
    expect(within(qualification).getByRole('option', { name: 'Epidemiologist' })).toHaveValue('5');
    expect(within(affiliation).getByRole('option', { name: 'Ministry of Health' })).toHaveValue('9');

    const accountType = within(form.getByRole('group', { name: 'Account type' }));
    expect(accountType.getByRole('radio', { name: /Blogger/ })).toBeChecked();
    expect(accountType.getByRole('radio', { name: /Reporter/ })).not.toBeChecked();

    expect(form.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      '/information#terms',
    );
    expect(form.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/information#privacy',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await waitFor(() => expect(document.title).toBe('Register · Outbreak Watch'));
  });

  it('leaves the selects empty when the metadata cannot be loaded', async () => {
    metadataEndpoint(() => HttpResponse.json(errorBody(400, 'nope'), { status: 503 }));
    const { title, qualification, affiliation, form } = await renderRegister();

    await waitFor(() => expect(form.getByRole('button', { name: 'Create account' })).toBeInTheDocument());
    for (const select of [title, qualification, affiliation]) {
      expect(within(select).getAllByRole('option')).toHaveLength(1);
    }
  });

  it('shows every message of spec §5 after touch, and none before', async () => {
    metadataEndpoint();
    const fields = await renderRegister();
    const { user, form, email, firstName, lastName, password, confirm, terms, submit } = fields;

    await user.click(email);
    await user.click(firstName);
    expect(form.queryByText(MESSAGES.firstNameRequired)).not.toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);
    await user.type(email, 'amara@');
    expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);

    // Leaving each field in turn shows its message (submit is disabled by now: touched and invalid).
    for (const field of [lastName, password, confirm, terms]) {
      await user.click(field);
    }
    await user.click(terms);
    await user.click(email);
    expect(submit).toBeDisabled();
    expect(firstName).toHaveAccessibleDescription(MESSAGES.firstNameRequired);
    expect(lastName).toHaveAccessibleDescription(MESSAGES.lastNameRequired);
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(confirm).toHaveAccessibleDescription(MESSAGES.confirmPasswordRequired);
    expect(terms).toHaveAccessibleDescription(MESSAGES.termsRequired);

    await user.type(password, 'short');
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordTooShort);
    await user.clear(password);
    await user.type(password, 'abcdefgh');
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordTooWeak);

    await user.type(confirm, 'something-else');
    expect(confirm).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    await user.clear(confirm);
    await user.type(confirm, 'abcdefgh');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    // Changing the password checks the confirmation again.
    await user.type(password, 'X');
    expect(confirm).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  });

  it('says why a password with the person’s name, the site’s name or subject, or a run is refused', async () => {
    metadataEndpoint();
    const fields = await renderRegister();
    const { user, email, firstName, password, submit } = fields;
    await fillValidForm(fields);
    await user.clear(email);
    await user.type(email, 'a.o@example.org');

    await user.clear(password);
    await user.type(password, 'Amara-Harbour-88');
    expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordHasName);
    await user.clear(password);
    await user.type(password, 'My-Outbreak-Watch-7');
    expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordHasProductName);
    await user.clear(password);
    await user.type(password, 'Outbreaks#Surveil9');
    expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordHasDomainWord);
    await user.clear(password);
    await user.type(password, 'Harbour-1234-Kite');
    expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordSequence);
    expect(submit).toBeDisabled();
    // Changing the name clears a refusal that depended on it.
    await user.clear(password);
    await user.type(password, 'Amara-Harbour-88');
    await user.clear(firstName);
    await user.type(firstName, 'Ngozi');
    await user.click(email);
    expect(password).not.toHaveAttribute('aria-invalid');
    // Six passwords typed key by key, each checked as it is typed: longer than one form's typing.
  }, 15_000);

  it('shows the strength meter labels and the checklist as the password changes', async () => {
    metadataEndpoint();
    const { user, password, form } = await renderRegister();

    expect(strengthLabel()).toHaveTextContent('Too short');
    const checklist = within(form.getByRole('list', { name: 'Password requirements' }));
    expect(checklist.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'At least 8 characters(not yet)',
      'An uppercase letter(not yet)',
      'A number(not yet)',
      'A special character(not yet)',
    ]);

    await user.type(password, 'abcdefgh');
    expect(strengthLabel()).toHaveTextContent('Weak');
    expect(screen.getByTestId('password-strength-bar')).toHaveClass('w-2/5');
    expect(checklist.getByText('At least 8 characters').parentElement).toHaveTextContent('(done)');

    await user.type(password, '1');
    expect(strengthLabel()).toHaveTextContent('Moderate');
    expect(screen.getByTestId('password-strength-bar')).toHaveClass('w-3/5');

    await user.type(password, 'A!');
    expect(strengthLabel()).toHaveTextContent('Strong');
    expect(screen.getByTestId('password-strength-bar')).toHaveClass('w-full');
    expect(checklist.getAllByRole('listitem').every((item) => item.textContent?.endsWith('(done)'))).toBe(
      true,
    );
  });

  it('on an empty submit shows every required message and focuses the first field', async () => {
    metadataEndpoint();
    const bodies = registerEndpoint();
    const { user, form, email, firstName, lastName, password, confirm, terms, submit } =
      await renderRegister();

    expect(form.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();
    await user.click(submit);

    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(firstName).toHaveAccessibleDescription(MESSAGES.firstNameRequired);
    expect(lastName).toHaveAccessibleDescription(MESSAGES.lastNameRequired);
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(confirm).toHaveAccessibleDescription(MESSAGES.confirmPasswordRequired);
    expect(terms).toHaveAccessibleDescription(MESSAGES.termsRequired);
    expect(email).toHaveFocus();
    expect(submit).toBeDisabled();
    expect(bodies).toHaveLength(0);
  });

  it('disables Create account once touched and invalid, until the form is valid', async () => {
    metadataEndpoint();
    const fields = await renderRegister();
    const { user, email, firstName, submit } = fields;

    expect(submit).toBeEnabled();
    await user.click(email);
    await user.click(firstName);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/Complete every required field/);

    await user.clear(firstName);
    await fillValidForm(fields);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends the registration payload and goes to the email-sent page when unverified', async () => {
    metadataEndpoint();
    const bodies = registerEndpoint(async () => {
      await delay(50);
      return HttpResponse.json(
        createAuthResponse({ user: { email: 'amara.okafor@example.org', is_verified: false } }),
        { status: 201 },
      );
    });
    const fields = await renderRegister();
    const { user, form, middleName, title, qualification, affiliation, router } = fields;

    await fillValidForm(fields);
    await user.type(middleName, 'Ngozi');
    await waitFor(() => expect(within(title).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(title, 'Dr.');
    await user.selectOptions(qualification, 'Epidemiologist');
    await user.click(form.getByRole('radio', { name: /Reporter/ }));
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(await form.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/email-sent/verification'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('amara.okafor@example.org');
    expect(bodies).toEqual([
      {
        email: 'amara.okafor@example.org',
        password: 'Sturdy-Lantern-42',
        type: 'reporter',
        first_name: 'Amara',
        last_name: 'Okafor',
        middle_name: 'Ngozi',
        title_id: 1,
        qualification_id: 5,
      },
    ]);
    expect(affiliation).toHaveValue('');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.accessToken)).toBe('access-1');
  });

  it('sends only the required fields and the default type, and goes home when already verified', async () => {
    metadataEndpoint();
    const bodies = registerEndpoint(() =>
      HttpResponse.json(createAuthResponse({ user: { is_verified: true } }), { status: 201 }),
    );
    const fields = await renderRegister();

    await fillValidForm(fields);
    await fields.user.click(fields.submit);

    await waitFor(() => expect(fields.router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([
      {
        email: 'amara.okafor@example.org',
        password: 'Sturdy-Lantern-42',
        type: 'regular',
        first_name: 'Amara',
        last_name: 'Okafor',
      },
    ]);
  });

  it.each([
    [409, AUTH_MESSAGES.emailTaken],
    [400, AUTH_MESSAGES.passwordTooCommon],
  ])('shows the server’s message on a %i', async (status, message) => {
    metadataEndpoint();
    registerEndpoint(() => HttpResponse.json(errorBody(status, message), { status }));
    const fields = await renderRegister();

    await fillValidForm(fields);
    await fields.user.click(fields.submit);

    expect(await fields.form.findByRole('alert')).toHaveTextContent(message);
    expect(fields.form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('falls back to the spec’s text without a usable server message', async () => {
    metadataEndpoint();
    registerEndpoint(() => new HttpResponse(null, { status: 500 }));
    const fields = await renderRegister();

    await fillValidForm(fields);
    await fields.user.click(fields.submit);

    expect(await fields.form.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });
});
