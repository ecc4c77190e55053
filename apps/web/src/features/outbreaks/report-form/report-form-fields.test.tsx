import { ROLE } from '@outbreak-watch/domain';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { acceptReports, serveReferenceData } from './test-reference-data';

const combobox = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit report' });
const optionNames = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((option) => option.textContent);

async function renderReportForm() {
  const references = serveReferenceData();
  const result = renderApp('/reports/add', { user: createTestUser({ role_id: ROLE.REPORTER }) });
  await findPageHeading('Report New Disease Outbreak');
  await screen.findByRole('spinbutton', { name: 'Number of cases' });
  return { ...result, ...references };
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

describe('Report new outbreak: required fields', { timeout: 20_000 }, () => {
  it('on an empty submit marks every required field and focuses the first one', async () => {
    const { user } = await renderReportForm();

    await user.click(submitButton());

    expect(await screen.findByText('Please fix the errors in the form.')).toBeInTheDocument();
    expect(combobox('Country')).toHaveFocus();
    for (const field of [combobox('Country'), combobox('Disease'), number('Number of cases')])
      expect(field).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    expect(combobox('State / province')).not.toHaveAttribute('aria-invalid');
    expect(textbox('City')).not.toHaveAttribute('aria-invalid');
  });

  it('requires a date that is not in the future', async () => {
    const { user } = await renderReportForm();
    const date = screen.getByLabelText(/^Date/);

    await user.clear(date);
    await user.tab();
    expect(date).toHaveAccessibleDescription('This field is required');

    await user.type(date, '2999-01-01');
    expect(date).toHaveAccessibleDescription('The date cannot be in the future.');
  });

  it('focuses the first invalid field in page order, also a revealed one', async () => {
    const { user } = await renderReportForm();

    await user.selectOptions(combobox('Country'), 'Nigeria');
    await user.selectOptions(combobox('State / province'), 'Add a new state…');
    await user.selectOptions(combobox('Disease'), 'Cholera');
    await user.click(submitButton());

    expect(textbox('New state name')).toHaveFocus();
    expect(textbox('New state name')).toHaveAccessibleDescription('This field is required');
  });
});

describe('Report new outbreak: state and disease', { timeout: 20_000 }, () => {
  it('loads the states of the chosen country and starts the state over when the country changes', async () => {
    const { user, stateRequests } = await renderReportForm();
    const state = combobox('State / province');
    expect(optionNames(state)).toEqual(['Choose a country first']);

    await user.selectOptions(combobox('Country'), 'Nigeria');
    await user.selectOptions(state, await screen.findByRole('option', { name: 'Kano' }));
    expect(optionNames(state)).toEqual(['Not specified', 'Lagos', 'Kano', 'Add a new state…']);

    await user.selectOptions(combobox('Country'), 'Kenya');

    expect(state).toHaveValue('');
    await waitFor(() => expect(optionNames(state)).toEqual(['Not specified', 'Add a new state…']));
    expect(state).toHaveAccessibleDescription('No states found. You can add one.');
    expect(stateRequests).toEqual(['161', '110']);
  });

  it('asks for a new state’s name only when adding one', async () => {
    const { user } = await renderReportForm();
    await user.selectOptions(combobox('Country'), 'Nigeria');
    expect(screen.queryByRole('textbox', { name: 'New state name' })).not.toBeInTheDocument();

    await user.selectOptions(combobox('State / province'), 'Add a new state…');
    await user.click(textbox('New state name'));
    await user.tab();
    expect(textbox('New state name')).toHaveAccessibleDescription('This field is required');

    await user.type(textbox('New state name'), 'Ikorodu');
    expect(textbox('New state name')).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(
      combobox('State / province'),
      await screen.findByRole('option', { name: 'Lagos' }),
    );
    expect(screen.queryByRole('textbox', { name: 'New state name' })).not.toBeInTheDocument();
    await user.selectOptions(combobox('State / province'), 'Add a new state…');
    expect(textbox('New state name')).toHaveValue('');

    await user.selectOptions(combobox('Country'), 'Kenya');
    expect(screen.queryByRole('textbox', { name: 'New state name' })).not.toBeInTheDocument();
  });

  it('reveals the new-disease fields and clears them when an existing disease is chosen', async () => {
    const { user } = await renderReportForm();
    expect(optionNames(combobox('Disease'))).toEqual([
      'Select a disease',
      'Cholera',
      'Measles',
      'Add a new disease…',
    ]);

    await user.selectOptions(combobox('Disease'), 'Add a new disease…');
    expect(optionNames(combobox('Agent type'))).toEqual([
      'Not specified',
      'Virus',
      'Bacteria',
      'Fungus',
      'Parasite',
      'Prion',
      'Other',
      'Unknown',
    ]);
    await user.click(submitButton());
    expect(textbox('New disease name')).toHaveAccessibleDescription('This field is required');
    expect(textbox('Category')).not.toHaveAttribute('aria-invalid');

    await user.type(textbox('New disease name'), 'Rift Valley fever');
    await user.type(textbox('Category'), 'Zoonotic');
    await user.selectOptions(combobox('Agent type'), 'Virus');
    await user.type(textbox('Disease description'), 'Spread by mosquitoes.');
    await user.selectOptions(combobox('Disease'), 'Measles');

    expect(screen.queryByRole('textbox', { name: 'New disease name' })).not.toBeInTheDocument();
    await user.selectOptions(combobox('Disease'), 'Add a new disease…');
    expect(textbox('New disease name')).toHaveValue('');
    expect(textbox('Category')).toHaveValue('');
    expect(combobox('Agent type')).toHaveValue('');
    expect(textbox('Disease description')).toHaveValue('');
  });
});

describe('Report new outbreak: assessment answers', { timeout: 20_000 }, () => {
  it('asks one number per question, with its description, a step of 0.1, its minimum and 1e12', async () => {
    await renderReportForm();

    const population = number('Population at risk');
    expect(population).toHaveAccessibleDescription('About population at risk.');
    expect(population).toHaveAttribute('step', '0.1');
    expect(population).toHaveAttribute('min', '1');
    expect(population).toHaveAttribute('max', '1000000000000');
    expect(number('Number of deaths')).toHaveAttribute('min', '0');
  });

  it('refuses numbers below the minimum or above 1e12', async () => {
    const { user } = await renderReportForm();

    await user.type(number('Population at risk'), '0');
    await user.type(number('Number of cases'), '2000000000000');
    await user.type(number('Number of deaths'), '-1');
    await user.tab();

    expect(number('Population at risk')).toHaveAccessibleDescription(/Value must be at least 1$/);
    expect(number('Number of cases')).toHaveAccessibleDescription(/Invalid value$/);
    expect(number('Number of deaths')).toHaveAccessibleDescription(/Value must be at least 0$/);

    await user.clear(number('Population at risk'));
    await user.type(number('Population at risk'), '1000000000000');
    await user.clear(number('Number of cases'));
    await user.type(number('Number of cases'), '1000000000000');
    expect(number('Number of cases')).not.toHaveAttribute('aria-invalid');
    expect(number('Population at risk')).not.toHaveAttribute('aria-invalid');
  });

  it('checks deaths against cases and cases against the population before sending', async () => {
    const { user } = await renderReportForm();
    const bodies = acceptReports();
    await user.selectOptions(combobox('Country'), 'Nigeria');
    await user.selectOptions(combobox('Disease'), 'Cholera');

    await fillAnswers(user, ['500', '600', '100', '1']);
    await user.click(submitButton());

    expect(number('Number of deaths')).toHaveAccessibleDescription(
      /The number of deaths cannot be greater than the number of cases\.$/,
    );
    expect(number('Number of cases')).toHaveAccessibleDescription(
      /The number of cases cannot be greater than the population at risk\.$/,
    );
    expect(number('Number of cases')).toHaveFocus();
    expect(bodies).toEqual([]);
  });
});
