import { LANGUAGE_STORAGE_KEY, type SituationFigures, type SituationResponse } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCountry, createDisease } from '../../test/outbreak-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { createSignal } from '../../test/signal-fixtures';

const figures = (overrides: Partial<SituationFigures> = {}): SituationFigures => ({
  outbreaks: 12,
  confirmed_outbreaks: 9,
  cases: 1500,
  deaths: 30,
  cases_per_100k: 2.5,
  deaths_per_100k: 0.05,
  population: 60_000_000,
  population_year: 2025,
  ...overrides,
});

const change = (absolute: number | null, percent: number | null) => ({ absolute, percent });

function report(overrides: Partial<SituationResponse> = {}): SituationResponse {
  return {
    filters: { country_id: 110, region: null, disease_id: 3 },
    period: { from: '2026-10-31', to: '2026-11-27' },
    previous_period: { from: '2026-10-03', to: '2026-10-30' },
    year_before_period: { from: '2025-10-31', to: '2025-11-27' },
    figures: figures(),
    previous_figures: figures({ outbreaks: 8, cases: 1000 }),
    year_before_figures: figures({ outbreaks: 0, cases: 0 }),
    change_previous: {
      outbreaks: change(4, 50),
      confirmed_outbreaks: change(0, 0),
      cases: change(500, 50),
      deaths: change(-10, -25),
      cases_per_100k: change(0.8, 47),
      deaths_per_100k: change(0, 0),
    },
    change_year_before: {
      outbreaks: change(12, null),
      confirmed_outbreaks: change(9, null),
      cases: change(1500, null),
      deaths: change(30, null),
      cases_per_100k: change(2.5, null),
      deaths_per_100k: change(0.05, null),
    },
    signals: [],
    largest_outbreaks: [
      {
        id: 41,
        date: '2026-11-20',
        disease_id: 3,
        disease_name: 'Cholera',
        country_id: 110,
        country_name: 'Kenya',
        cases: 900,
        deaths: 12,
        status: 'active',
        confirmed: true,
        latitude: null,
        longitude: null,
      },
    ],
    pdf_available: false,
    generated_at: '2026-11-27T12:00:00.000Z',
    ...overrides,
  };
}

/** Serves the report and the reference lists; records every report query. */
function serve(body: SituationResponse = report()) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/situation', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body);
    }),
    http.get('/api/countries', () => HttpResponse.json([createCountry(110, 'Kenya')])),
    http.get('/api/diseases', () =>
      HttpResponse.json([createDisease(3, 'Cholera'), createDisease(4, 'Mpox')]),
    ),
  );
  return queries;
}

const URL_OF_REPORT = '/situation?country_id=110&disease_id=3&from=2026-10-31&to=2026-11-27';

describe('Situation report', { timeout: 20_000 }, () => {
  it('names the filter in its title and shows each figure with its changes', async () => {
    const queries = serve();
    renderApp(URL_OF_REPORT);
    await findPageHeading('Situation report: Cholera in Kenya');
    const cases = (await screen.findByText('Cases', { selector: 'dt' })).closest('div')!;
    expect(within(cases).getByText('1,500')).toBeInTheDocument();
    expect(cases).toHaveTextContent('vs previous period: +500 (+50%)');
    expect(cases).toHaveTextContent('vs a year earlier: +1,500 (new)');
    const deaths = screen.getByText('Deaths', { selector: 'dt' }).closest('div')!;
    expect(deaths).toHaveTextContent('vs previous period: −10 (−25%)');
    const rate = screen.getByText('Cases per 100,000', { selector: 'dt' }).closest('div')!;
    expect(within(rate).getByText('2.5')).toBeInTheDocument();
    expect(screen.getByText(/population of 60,000,000 \(2025\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cholera in Kenya' })).toHaveAttribute('href', '/details/41');
    expect(screen.getByText(/^Generated /)).toBeInTheDocument();
    expect(queries[0]).toEqual({ country_id: '110', disease_id: '3', from: '2026-10-31', to: '2026-11-27' });
  });

  it('explains how to print when the server cannot render a PDF', async () => {
    serve(report({ pdf_available: false }));
    const { user } = renderApp(URL_OF_REPORT);
    await findPageHeading(/Situation report/);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Print → Save as PDF');
  });

  it('keeps the filter in the URL and hides the form in the print view', async () => {
    const queries = serve();
    const { user, router } = renderApp(URL_OF_REPORT);
    await findPageHeading('Situation report: Cholera in Kenya');
    const disease = await screen.findByRole('combobox', { name: 'Disease' });
    await waitFor(() => expect(within(disease).getByRole('option', { name: 'Mpox' })).toBeInTheDocument());
    await user.selectOptions(disease, '4');
    await waitFor(() => expect(router.state.location.search).toContain('disease_id=4'));
    expect(router.state.location.search).toContain('country_id=110');
    expect(router.state.location.search).toContain('from=2026-10-31');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ disease_id: '4', country_id: '110' }));

    await router.navigate('/situation?country_id=110&print=1');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Situation report filters' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});

describe('Situation report in other languages', { timeout: 30_000 }, () => {
  const signal = createSignal({
    id: 7,
    week_start: '2026-11-16',
    country_id: 110,
    country_name: 'Kenya',
    disease_id: null,
    disease_name: null,
    status: 'verified',
  });

  it('speaks French: title, figures and changes, signals, table and dates', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serve(report({ signals: [signal] }));
    const { user } = renderApp(URL_OF_REPORT);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Rapport de situation : Cholera – Kenya' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const cases = (await screen.findByText('Cas', { selector: 'dt' })).closest('div')!;
    expect(within(cases).getByText(/^1\s500$/)).toBeInTheDocument();
    expect(cases).toHaveTextContent(/par rapport à la période précédente : \+500 \(\+50\s%\)/);
    expect(cases).toHaveTextContent(/par rapport à l’année précédente : \+1\s500 \(nouveau\)/);
    const deaths = screen.getByText('Décès', { selector: 'dt' }).closest('div')!;
    expect(deaths).toHaveTextContent(/−10 \(−25\s%\)/);
    const rate = screen.getByText('Cas pour 100 000', { selector: 'dt' }).closest('div')!;
    expect(within(rate).getByText('2,5')).toBeInTheDocument();
    expect(screen.getByText(/population de 60\s000\s000 \(2025\)/)).toBeInTheDocument();
    expect(
      screen.getByText(/Comparé à la période précédente \(3 oct\. 2026 – 30 oct\. 2026\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/31 oct\. 2026 – 27 nov\. 2026$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kenya (toutes maladies)' })).toHaveAttribute(
      'href',
      '/signals/7',
    );
    expect(screen.getByText(/Semaine du 16 nov\. 2026 · Événement vérifié/)).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Les cinq plus grandes flambées de la période, par nombre de cas',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Flambée', 'Date', 'Cas', 'Décès', 'Statut']);
    expect(within(table).getByRole('link', { name: 'Cholera – Kenya' })).toHaveAttribute(
      'href',
      '/details/41',
    );
    expect(within(table).getByText('20 nov. 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imprimer → Enregistrer au format PDF');
  });

  it('speaks Arabic, right to left, with its percent sign', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serve();
    renderApp(URL_OF_REPORT);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'تقرير الوضع: Cholera في كينيا' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const cases = (await screen.findByText('الحالات', { selector: 'dt' })).closest('div')!;
    expect(cases).toHaveTextContent(/مقارنةً بالفترة السابقة: \+500 \(\+50\W?[%٪]\W?\)/);
    expect(screen.getByRole('heading', { name: 'أكبر الفاشيات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
  });
});
