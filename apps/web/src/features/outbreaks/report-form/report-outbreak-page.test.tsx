import { ROLE } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { acceptReports, serveReferenceData } from './test-reference-data';

const TITLE = 'Report New Disease Outbreak';
const reporter = createTestUser({ role_id: ROLE.REPORTER });
/** Today in the browser's time zone, as YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('en-CA');

const combobox = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit report' });

async function renderReportForm(user = reporter) {
  const result = renderApp('/reports/add', { user });
  await findPageHeading(TITLE);
  await screen.findByRole('spinbutton', { name: 'Number of cases' });
  return result;
}

async function fillAnswers(user: UserEvent, answers = ['120', '3', '50000', '1.5']) {
  const labels = [
    'Number of cases',
    'Number of deaths',
    'Population at risk',
    'Average secondary cases per case',
  ];
  for (const [index, label] of labels.entries()) await user.type(number(label), answers[index]);
}

async function chooseState(user: UserEvent, country: string, state: string) {
  await user.selectOptions(combobox('Country'), country);
  await user.selectOptions(combobox('State / province'), await screen.findByRole('option', { name: state }));
}

describe('Report new outbreak: access', { timeout: 20_000 }, () => {
  it('sends visitors to the login form and back', async () => {
    serveReferenceData();
    const { router } = renderApp('/reports/add');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?returnUrl=%2Freports%2Fadd');
  });

  it('explains to a blogger that only reporters can report, instead of the form', async () => {
    serveReferenceData();
    renderApp('/reports/add', { user: createTestUser({ role_id: ROLE.BLOGGER }) });

    await findPageHeading(TITLE);
    expect(
      screen.getByText(/^Only reporters can report outbreaks\. Your account is a blogger account/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse reports' })).toHaveAttribute('href', '/reports');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('tells an unverified reporter to verify the email address first, above the form', async () => {
    serveReferenceData();
    await renderReportForm(createTestUser({ role_id: ROLE.REPORTER, is_verified: false }));

    expect(screen.getByText('Verify your email address first')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: TITLE })).toBeInTheDocument();
  });

  it('lets admins report too', async () => {
    serveReferenceData();
    await renderReportForm(createTestUser({ role_id: ROLE.ADMIN }));

    expect(screen.getByRole('form', { name: TITLE })).toBeInTheDocument();
  });
});

describe('Report new outbreak: loading', { timeout: 20_000 }, () => {
  it('starts with today’s date, a disabled submit until the data is in, and ways back to the reports', async () => {
    serveReferenceData();
    renderApp('/reports/add', { user: reporter });
    await findPageHeading(TITLE);

    expect(submitButton()).toBeDisabled();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(today());
    await screen.findByRole('spinbutton', { name: 'Number of cases' });
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/reports');
  });

  it('says when the initial data cannot be loaded, keeps submit disabled, and retries', async () => {
    serveReferenceData();
    let calls = 0;
    server.use(
      http.get('/api/diseases', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody(503, 'The service is busy. Please try again shortly.'), {
              status: 503,
            })
          : HttpResponse.json([]);
      }),
    );
    const { user } = renderApp('/reports/add', { user: reporter });
    await findPageHeading(TITLE);

    expect(await screen.findByText(/^Failed to load initial data:/)).toHaveTextContent(
      'Failed to load initial data: The service is busy. Please try again shortly.',
    );
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(/^Failed to load initial data:/)).not.toBeInTheDocument();
    expect(screen.getByText('No diseases found. You can add one.')).toBeInTheDocument();
  });

  it('says Unknown error when the failure carries no message', async () => {
    serveReferenceData();
    server.use(http.get('/api/countries', () => new HttpResponse('oops', { status: 500 })));
    renderApp('/reports/add', { user: reporter });
    await findPageHeading(TITLE);

    expect(await screen.findByText('Failed to load initial data: Unknown error')).toBeInTheDocument();
  });

  it('says when there are no countries and no assessment questions', async () => {
    serveReferenceData({ countries: [], questions: [] });
    renderApp('/reports/add', { user: reporter });
    await findPageHeading(TITLE);

    expect(await screen.findByText('No assessment questions available.')).toBeInTheDocument();
    expect(combobox('Country')).toHaveAccessibleDescription('No countries found.');
  });
});

describe('Report new outbreak: submitting', { timeout: 20_000 }, () => {
  it('sends an existing state and disease with the answers, then shows the reports', async () => {
    serveReferenceData();
    const bodies = acceptReports();
    const { user, router } = await renderReportForm();

    await chooseState(user, 'Nigeria', 'Lagos');
    await user.type(textbox('City'), ' Ikeja ');
    await user.selectOptions(combobox('Disease'), 'Cholera');
    await fillAnswers(user);
    await user.type(textbox('Description'), 'Acute watery diarrhoea.');
    await user.type(textbox('Source'), 'Ministry bulletin');
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?reported=success');
    expect(bodies).toEqual([
      {
        date: today(),
        country_id: 161,
        state_id: 2400,
        state_name: null,
        city: 'Ikeja',
        disease_id: 3,
        disease_name: null,
        disease_category: null,
        disease_agent_type: null,
        disease_description: null,
        description: 'Acute watery diarrhoea.',
        source: 'Ministry bulletin',
        question_answers: { cases: 120, deaths: 3, population_at_risk: 50000, secondary_cases: 1.5 },
      },
    ]);
  });

  it('sends a new state and a new disease by name', async () => {
    serveReferenceData();
    const bodies = acceptReports();
    const { user, router, queryClient } = await renderReportForm();
    queryClient.setQueryData(['outbreaks', 'list', { limit: 30 }], { outbreaks: [], has_more: false });

    await user.clear(screen.getByLabelText(/^Date/));
    await user.type(screen.getByLabelText(/^Date/), '2026-01-15');
    await user.selectOptions(combobox('Country'), 'Kenya');
    await user.selectOptions(combobox('State / province'), 'Add a new state…');
    await user.type(textbox('New state name'), 'Turkana');
    await user.selectOptions(combobox('Disease'), 'Add a new disease…');
    await user.type(textbox('New disease name'), 'Rift Valley fever');
    await user.type(textbox('Category'), 'Zoonotic');
    await user.selectOptions(combobox('Agent type'), 'Virus');
    await user.type(textbox('Disease description'), 'Mosquito-borne viral disease.');
    await fillAnswers(user, ['40', '0', '12000', '0']);
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.search).toBe('?reported=success'), { timeout: 3000 });
    expect(bodies).toEqual([
      {
        date: '2026-01-15',
        country_id: 110,
        state_id: null,
        state_name: 'Turkana',
        city: null,
        disease_id: null,
        disease_name: 'Rift Valley fever',
        disease_category: 'Zoonotic',
        disease_agent_type: 'virus',
        disease_description: 'Mosquito-borne viral disease.',
        description: null,
        source: null,
        question_answers: { cases: 40, deaths: 0, population_at_risk: 12000, secondary_cases: 0 },
      },
    ]);
    // The outbreak lists are out of date now.
    expect(queryClient.getQueryState(['outbreaks', 'list', { limit: 30 }])?.isInvalidated).toBe(true);
  });

  it('shows the server’s message when the report is refused, and its field errors on the fields', async () => {
    serveReferenceData();
    server.use(
      http.post('/api/outbreaks', () =>
        HttpResponse.json(
          {
            ...errorBody(400, 'Invalid or missing assessment scores provided.'),
            details: [
              {
                field: 'question_answers.secondary_cases',
                message: 'Invalid or missing assessment scores provided.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await renderReportForm();

    await chooseState(user, 'Nigeria', 'Kano');
    await user.selectOptions(combobox('Disease'), 'Measles');
    await fillAnswers(user);
    await user.click(submitButton());

    expect(
      await screen.findByText('Submission failed: Invalid or missing assessment scores provided.'),
    ).toBeInTheDocument();
    expect(number('Average secondary cases per case')).toHaveAccessibleDescription(
      /Invalid or missing assessment scores provided\./,
    );
    expect(router.state.location.pathname).toBe('/reports/add');
    expect(submitButton()).toBeEnabled();
  });

  it('names the status when the server answers without a message', async () => {
    serveReferenceData();
    server.use(
      http.post(
        '/api/outbreaks',
        () => new HttpResponse('<html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const { user } = await renderReportForm();

    await chooseState(user, 'Nigeria', 'Kano');
    await user.selectOptions(combobox('Disease'), 'Measles');
    await fillAnswers(user);
    await user.click(submitButton());

    expect(
      await screen.findByText('Submission failed: Server returned 502: Bad Gateway'),
    ).toBeInTheDocument();
  });

  it('tells an unverified reporter what the server said', async () => {
    serveReferenceData();
    server.use(
      http.post('/api/outbreaks', () =>
        HttpResponse.json(errorBody(403, 'Please verify your email address first.'), { status: 403 }),
      ),
    );
    const { user } = await renderReportForm(createTestUser({ role_id: ROLE.REPORTER, is_verified: false }));

    await chooseState(user, 'Nigeria', 'Kano');
    await user.selectOptions(combobox('Disease'), 'Measles');
    await fillAnswers(user);
    await user.click(submitButton());

    const form = within(screen.getByRole('form', { name: TITLE }));
    expect(
      await form.findByText('Submission failed: Please verify your email address first.'),
    ).toBeInTheDocument();
  });
});

describe('Report new outbreak in another language', { timeout: 30_000 }, () => {
  it('shows the form, its sections and its lists in French', async () => {
    serveReferenceData();
    renderApp('/reports/add', { user: createTestUser({ role_id: ROLE.REPORTER, language: 'fr' }) });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Signaler une nouvelle flambée de maladie' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Les champs marqués/)).toHaveTextContent(
      'Les champs marqués *d’un astérisque sont obligatoires.',
    );
    expect(screen.getByRole('group', { name: 'Quand et où' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Ajouter une nouvelle maladie…' })).toBeInTheDocument();
    await userEvent.selectOptions(combobox('Maladie'), 'Ajouter une nouvelle maladie…');
    expect(within(combobox('Type d’agent')).getByRole('option', { name: 'Bactérie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer le signalement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/reports');
  });

  it('explains to a blogger in Arabic, right to left, that reporting is for reporters', async () => {
    serveReferenceData();
    renderApp('/reports/add', { user: createTestUser({ role_id: ROLE.BLOGGER, language: 'ar' }) });

    expect(
      await screen.findByText('الإبلاغ مخصص لحسابات المُبلِّغين', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'فتواصل مع الفريق' })).toHaveAttribute('href', '/contact');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
