import {
  LANGUAGE_STORAGE_KEY,
  ROLE,
  type SignalDetail,
  type SignalTriageRequest,
} from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../test/downloads';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { createMethod, createSignal, createSignalDetail, rowsOf } from '../../test/signal-fixtures';
import { chartScale } from './signal-chart';

const SIGNAL = createSignal({
  methods: [createMethod(), createMethod({ algorithm: 'ears_c2', measure: 'cases', exceedance: 0.4 })],
});
const ADMIN = createTestUser({ role_id: ROLE.ADMIN, first_name: 'Amadou' });

/** Serves one signal's page; records the triage requests and answers them as the server would. */
function serve(detail: SignalDetail = createSignalDetail(SIGNAL)) {
  const requests: SignalTriageRequest[] = [];
  const detailQueries: string[] = [];
  let current = detail;
  server.use(
    http.get('/api/signals/:id', ({ params, request }) => {
      detailQueries.push(new URL(request.url).search);
      return Number(params.id) === current.signal.id
        ? HttpResponse.json(current)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'Signal not found.' },
            { status: 404 },
          );
    }),
    http.put('/api/admin/signals/:id/triage', async ({ request }) => {
      const body = (await request.json()) as SignalTriageRequest;
      requests.push(body);
      if (body.status === 'verified' && body.outbreak_ids.includes(999))
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'These outbreaks do not exist: 999.' },
          { status: 400 },
        );
      current = {
        ...current,
        signal: { ...current.signal, status: body.status },
        triage: {
          ...current.triage,
          status: body.status,
          reason: body.status === 'discarded' ? body.reason : null,
          triaged_by: 'Amadou Diallo',
          triaged_at: '2026-11-20T09:00:00.000Z',
        },
      };
      return HttpResponse.json(current);
    }),
  );
  return { requests, detailQueries };
}

describe('a signal’s own page', { timeout: 20_000 }, () => {
  it('shows the figures of the reference method, the methods that agree, the chart with its flagged week and the week’s reports', async () => {
    const { detailQueries } = serve();
    const { user } = renderApp('/signals/41');
    await findPageHeading('Nigeria × Cholera, week of Nov 16, 2026');
    expect(document.title).toMatch(/^Signals · /);
    expect(screen.getByRole('button', { name: 'Follow Nigeria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Cholera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Cholera' })).toHaveAttribute('href', '/diseases/3');
    expect(screen.getByRole('link', { name: '← All signals' })).toHaveAttribute('href', '/signals');
    expect(screen.getByText('New')).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      Object.fromEntries(
        within(figures)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    ).toEqual({
      Observed: '7',
      Expected: '1.29',
      Threshold: '3.46',
      'Reference method': 'EARS C1',
      Measure: 'Reports',
    });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EARS C1 (reports) · reference', 'EARS C2 (cases)']);

    const data = await screen.findByRole(
      'table',
      { name: 'Reports per week: Nigeria × Cholera, EARS C1' },
      { timeout: 5000 },
    );
    const weeks = rowsOf(data);
    expect(weeks).toHaveLength(12);
    // The chart's numbers download as its table, named after its series and weeks.
    const files = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('signal-41_cholera-nigeria_aug-31-2026-nov-22-2026.csv');
    expect(await files[0]?.blob.text()).toMatch(/\r\n"Nov 16, 2026",7,1\.29,3\.46,Alarm,Flagged week\r\n$/);
    vi.restoreAllMocks();
    expect(weeks.at(-1)).toEqual(['Nov 16, 2026', '7', '1.29', '3.46', 'Alarm', 'Flagged week']);
    expect(weeks.filter((week) => week[5] === 'Flagged week')).toHaveLength(1);
    expect(
      screen.getByRole('img', {
        name: /around the flagged week of Nov 16, 2026.*1 alarm week: Nov 16, 2026\./,
      }),
    ).toBeInTheDocument();

    const reports = screen.getByRole('table', { name: /Reports of the week of/ });
    expect(within(reports).getByRole('link', { name: 'Cholera' })).toHaveAttribute('href', '/details/77');
    // Visitors have no triage controls.
    expect(screen.queryByRole('region', { name: 'Triage' })).not.toBeInTheDocument();
    expect(detailQueries).toEqual(['']);
  });

  it('reads the confirmed-only series when its link says so', async () => {
    const { detailQueries } = serve();
    renderApp('/signals/41?confirmed=true');
    await findPageHeading(/Nigeria × Cholera/);
    expect(detailQueries).toEqual(['?confirmed=true']);
    expect(screen.getByText('Confirmed reports only')).toBeInTheDocument();
  });

  it('draws on a square-root scale when one week dwarfs the flagged one, and says so', async () => {
    const detail = createSignalDetail(SIGNAL);
    detail.series[2] = { ...detail.series[2], observed: 400 };
    expect(chartScale(detail.series, SIGNAL.week_start)).toBe('sqrt');
    expect(chartScale(createSignalDetail(SIGNAL).series, SIGNAL.week_start)).toBe('linear');
    serve(detail);
    renderApp('/signals/41');
    expect(
      await screen.findByRole(
        'img',
        { name: /on a square-root scale so that the flagged week stays readable/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows visitors a verified event and the outbreaks it concerns', async () => {
    serve(
      createSignalDetail({ ...SIGNAL, status: 'verified' }, 12, {
        triaged_at: '2026-11-19T08:00:00.000Z',
        outbreaks: [
          {
            id: 77,
            date: '2026-11-16',
            disease_name: 'Cholera',
            country_name: 'Nigeria',
            cases: 1250,
            status: 'active',
            confirmed: true,
          },
        ],
      }),
    );
    renderApp('/signals/41');
    await findPageHeading(/Nigeria × Cholera/);
    const event = screen.getByRole('region', { name: 'Verified event' });
    expect(event).toHaveTextContent('verified this signal as an event on Nov 19, 2026');
    expect(within(event).getByRole('link', { name: 'Cholera' })).toHaveAttribute('href', '/details/77');
    expect(screen.getByText('Verified event', { selector: 'span' })).toBeInTheDocument();
  });

  it('says when a signal is not there (or was discarded)', async () => {
    serve();
    renderApp('/signals/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Signal not found.');
  });

  it('gives admins the triage: a discard needs a reason, and the server’s answer shows', async () => {
    const { requests } = serve();
    const { user } = renderApp('/signals/41', { user: ADMIN });
    await findPageHeading(/Nigeria × Cholera/);
    const triage = await screen.findByRole('region', { name: 'Triage' });
    expect(
      within(triage)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['under_review', 'verified', 'discarded']);

    await user.click(within(triage).getByRole('radio', { name: /Discarded/ }));
    await user.click(within(triage).getByRole('button', { name: 'Mark discarded' }));
    expect(within(triage).getByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(requests).toEqual([]);

    await user.type(within(triage).getByLabelText(/Reason/), 'A backlog cleared in one week.');
    await user.click(within(triage).getByRole('button', { name: 'Mark discarded' }));
    await waitFor(() =>
      expect(requests).toEqual([{ status: 'discarded', reason: 'A backlog cleared in one week.' }]),
    );
    const after = await screen.findByRole('region', { name: 'Triage' });
    await waitFor(() =>
      expect(after).toHaveTextContent(
        'Discarded by Amadou Diallo on Nov 20, 2026: A backlog cleared in one week.',
      ),
    );
    // From a decision, only a return to review is offered.
    expect(
      within(after)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['under_review']);
  });

  it('lets admins verify an event with the outbreaks of its week, and shows a refusal inline', async () => {
    const detail = createSignalDetail(SIGNAL);
    detail.reports.push({ ...detail.reports[0], id: 999, state_name: 'Kano' });
    const { requests } = serve(detail);
    const { user } = renderApp('/signals/41', { user: ADMIN });
    await findPageHeading(/Nigeria × Cholera/);
    const triage = await screen.findByRole('region', { name: 'Triage' });
    await user.click(within(triage).getByRole('radio', { name: /Verified event/ }));
    await user.click(within(triage).getByRole('button', { name: 'Mark verified event' }));
    expect(within(triage).getByRole('alert')).toHaveTextContent(
      'Choose at least one outbreak that the event concerns.',
    );

    await user.click(within(triage).getByRole('checkbox', { name: /#999/ }));
    await user.click(within(triage).getByRole('button', { name: 'Mark verified event' }));
    expect(await within(triage).findByText('These outbreaks do not exist: 999.')).toBeInTheDocument();

    await user.click(within(triage).getByRole('checkbox', { name: /#999/ }));
    await user.click(within(triage).getByRole('checkbox', { name: /#77 · Cholera, Lagos/ }));
    await user.click(within(triage).getByRole('button', { name: 'Mark verified event' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ status: 'verified', outbreak_ids: [77] }));
    expect(await screen.findByRole('region', { name: 'Verified event' })).toBeInTheDocument();
  });
});

describe('a signal’s own page in other languages', { timeout: 30_000 }, () => {
  it('speaks French: heading, figures, chart table and description, with French dates and decimals', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serve();
    renderApp('/signals/41');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Nigeria × Cholera, semaine du 16 nov. 2026' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Tous les signaux' })).toHaveAttribute('href', '/signals');
    expect(screen.getByRole('link', { name: 'À propos de Cholera' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Chiffres' });
    expect(
      Object.fromEntries(
        within(figures)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    ).toEqual({
      Observé: '7',
      Attendu: '1,29',
      Seuil: '3,46',
      'Méthode de référence': 'EARS C1',
      Mesure: 'Signalements',
    });
    expect(within(figures).getByRole('heading', { name: 'Méthodes concordantes' })).toBeInTheDocument();
    const data = await screen.findByRole(
      'table',
      { name: /^Signalements par semaine : Nigeria × Cholera, EARS C1$/ },
      { timeout: 5000 },
    );
    expect(
      within(data)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Semaine du', 'Signalements observés', 'Attendu', 'Seuil', 'Alarme', 'Signalée']);
    expect(rowsOf(data).at(-1)).toEqual(['16 nov. 2026', '7', '1,29', '3,46', 'Alarme', 'Semaine signalée']);
    expect(
      screen.getByRole('img', {
        name: /^Diagramme en barres des signalements par semaine ISO sur 12 semaines .* 1 semaine d’alarme : 16 nov\. 2026\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signalements de la semaine' })).toBeInTheDocument();
  });

  it('gives admins the triage in French, with its errors and the plural of cases', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const { requests } = serve();
    const { user } = renderApp('/signals/41', { user: ADMIN });
    const triage = await screen.findByRole('region', { name: 'Tri' }, { timeout: 15_000 });
    await user.click(within(triage).getByRole('radio', { name: /Écarté/ }));
    await user.click(within(triage).getByRole('button', { name: 'Marquer comme écarté' }));
    expect(within(triage).getByRole('alert')).toHaveTextContent('Veuillez indiquer un motif.');
    await user.click(within(triage).getByRole('radio', { name: /Événement vérifié/ }));
    expect(
      within(triage).getByRole('checkbox', { name: /^#77 · Cholera, Lagos, 16 nov\. 2026 · 1\s250 cas$/ }),
    ).toBeInTheDocument();
    await user.click(within(triage).getByRole('radio', { name: /Écarté/ }));
    await user.type(within(triage).getByLabelText(/Motif/), 'Un arriéré de signalements.');
    await user.click(within(triage).getByRole('button', { name: 'Marquer comme écarté' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(
      await screen.findByText(/^Écarté par Amadou Diallo le 20 nov\. 2026 : Un arriéré de signalements\.$/),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with its plural of alarm weeks', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serve();
    renderApp('/signals/41');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^Nigeria × Cholera، أسبوع / },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('region', { name: 'الأرقام' })).toHaveTextContent('الطريقة المرجعية');
    const data = await screen.findByRole('table', { name: /^البلاغات في الأسبوع: / }, { timeout: 5000 });
    expect(rowsOf(data).at(-1)?.slice(4)).toEqual(['إنذار', 'الأسبوع المُعلَّم']);
    expect(screen.getByRole('img', { name: /أسبوع إنذار واحد: / })).toBeInTheDocument();
  });
});
