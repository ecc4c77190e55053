import { LANGUAGE_STORAGE_KEY, type Outbreak } from '@outbreak-watch/domain';
import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PointMapProps } from '../../../components/map/map-types';
import { errorBody } from '../../../test/auth-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { renderDetailsFrame } from '../../../page-frames';
import { DETAILS_MESSAGES } from './messages';
import { createOutbreak } from './test-outbreaks';

const DISEASE_TEXT = {
  compiling: DETAILS_MESSAGES.compiling.defaultMessage,
  notAvailable: DETAILS_MESSAGES.notAvailable.defaultMessage,
};

// Leaflet does not run in jsdom; the shared map is replaced by a marker of what it was asked to show.
vi.mock('../../../components/map/lazy-point-map', () => ({
  LazyPointMap: ({ label, points }: PointMapProps) => (
    <div role="group" aria-label={label}>
      {points.map((point) => `${point.label} @ ${point.latitude},${point.longitude}`).join('; ')}
    </div>
  ),
  MapPlaceholder: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

interface ServeOptions {
  outbreak?: Outbreak;
  related?: Outbreak[] | 'fail';
}

function serveOutbreak({ outbreak = createOutbreak(), related = [] }: ServeOptions = {}) {
  const requested: string[] = [];
  server.use(
    http.get('/api/outbreaks/:id', ({ params }) => {
      requested.push(String(params.id));
      return String(params.id) === String(outbreak.id)
        ? HttpResponse.json(outbreak)
        : HttpResponse.json(errorBody(404, 'Outbreak not found.'), { status: 404 });
    }),
    http.get('/api/outbreaks/:id/related', () =>
      related === 'fail'
        ? HttpResponse.json(errorBody(503, 'Busy'), { status: 503 })
        : HttpResponse.json({ outbreaks: related }),
    ),
    http.get('/api/outbreaks/:id/comments', () => HttpResponse.json({ comments: [], has_more: false })),
  );
  return requested;
}

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));
/** The last row (comments, related reports) follows the report in a render of its own. */
const findSection = async (name: string | RegExp) => within(await screen.findByRole('region', { name }));

/** The value of term `term` in a details list. */
function fact(container: BoundFunctions<typeof queries>, term: string) {
  return container.getByText(term, { selector: 'dt' }).nextElementSibling;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** An element's HTML with the ids React makes (`useId`) written alike. */
const withoutReactIds = (element: Element | null | undefined) =>
  element?.outerHTML.replace(/(id|aria-labelledby)="[^"]*"/g, '$1="…"');

describe('Outbreak details', () => {
  it('has a frame for the server that is the page’s own title band and summary, as a visitor sees them', async () => {
    const outbreak = createOutbreak({ description: 'Cases in <three> wards & rising.' });
    serveOutbreak({ outbreak });
    renderApp(`/details/${outbreak.id}`);
    const heading = await findPageHeading(outbreak.disease_name);

    const frame = document.createElement('div');
    frame.innerHTML = renderDetailsFrame(outbreak, `/details/${outbreak.id}`);
    const [band, grid] = [...frame.children];
    expect(frame.children).toHaveLength(2);
    expect(withoutReactIds(band)).toBe(withoutReactIds(heading.parentElement?.parentElement));
    expect(grid?.className).toBe(screen.getByRole('region', { name: 'Summary' }).closest('.grid')?.className);
    expect(withoutReactIds(grid?.querySelector('section'))).toBe(
      withoutReactIds(screen.getByRole('region', { name: 'Summary' })),
    );
    expect(frame.textContent).toContain('Cases in <three> wards & rising.');
  });

  it('shows the summary, source, location, map, comments, related outbreaks and disease information', async () => {
    serveOutbreak({
      related: [createOutbreak({ id: 4, disease_name: 'Cholera', state_name: 'Kano', date: '2026-10-02' })],
    });
    renderApp('/details/5');

    expect(await findPageHeading('Cholera')).toBeInTheDocument();
    // Follow the outbreak, its disease and its country; a visitor is offered one way to sign in.
    for (const name of ['Track this outbreak', 'Follow Cholera', 'Follow Nigeria']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getAllByRole('link', { name: 'Sign in to follow' })).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Disease Information' })).getByRole('link', {
        name: 'Cholera',
      }),
    ).toHaveAttribute('href', '/diseases/3');
    const status = within(screen.getByRole('list', { name: 'Status' }));
    expect(status.getByText('Investigating')).toBeInTheDocument();
    expect(status.getByText('Unconfirmed')).toBeInTheDocument();
    expect(status.getByTitle('Severity: its band and its score (0–100)')).toHaveTextContent(
      'SeverityMedium · 42.5',
    );

    const summary = section('Summary');
    // One severity, not three figures: the band word with its score, and what the score is made of.
    expect(fact(summary, 'Severity')).toHaveTextContent(
      /^Medium · 42\.5 of 100The severity score \(0 to 100\) combines/,
    );
    expect(summary.queryByText('Risk level')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 10$/)).not.toBeInTheDocument();
    expect(fact(summary, 'Date')).toHaveTextContent('Nov 21, 2026');
    expect(summary.getByText('Acute watery diarrhoea in three wards after flooding.')).toBeInTheDocument();
    expect(fact(summary, 'Cases')).toHaveTextContent('1,250');
    expect(fact(summary, 'Deaths')).toHaveTextContent('35');
    expect(fact(summary, 'Population at risk')).toHaveTextContent('50,000');
    expect(summary.getByText('1.4')).toBeInTheDocument();
    expect(summary.getByText(/^Epidemic: each case infects one or more/)).toBeInTheDocument();
    expect(summary.getByText('2.5%')).toBeInTheDocument();
    expect(summary.getByText('97.2%')).toBeInTheDocument();

    const source = section('Source Information');
    expect(fact(source, 'Source')).toHaveTextContent('Lagos State Ministry of Health');
    expect(fact(source, 'Reporter')).toHaveTextContent('Reporter');
    expect(source.queryByText('Reporter email')).not.toBeInTheDocument();
    expect(fact(source, 'Date')).toHaveTextContent('Nov 21, 2026');

    const location = section('Location');
    expect(fact(location, 'Country')).toHaveTextContent('Nigeria');
    expect(fact(location, 'Region')).toHaveTextContent('Western Africa');
    expect(fact(location, 'State')).toHaveTextContent('Lagos');
    expect(fact(location, 'City')).toHaveTextContent('Ikeja');
    expect(
      location.getByRole('group', { name: 'Map of the outbreak location: Lagos, Nigeria' }),
    ).toHaveTextContent('Cholera, Lagos, Nigeria @ 6.6,3.35');

    expect(await screen.findByRole('heading', { level: 2, name: 'Expert Comments (0)' })).toBeInTheDocument();

    const related = await findSection('Related Outbreaks');
    expect(await related.findByRole('link', { name: 'Cholera' })).toHaveAttribute('href', '/details/4');
    expect(related.getByText('Kano, Nigeria')).toBeInTheDocument();
    expect(related.getByText('Oct 2, 2026')).toBeInTheDocument();

    expect(
      section('Disease Information').getByRole('heading', { level: 3, name: 'Cholera' }),
    ).toBeInTheDocument();
  });

  it('opens /details?id=5 as the analytics page links it', async () => {
    const requested = serveOutbreak();
    renderApp('/details?id=5');

    expect(await findPageHeading('Cholera')).toBeInTheDocument();
    expect(requested).toEqual(['5']);
  });

  it("shows 'Error Loading Outbreak' with the server's message for an unknown outbreak", async () => {
    serveOutbreak();
    renderApp('/details/77');

    expect(await findPageHeading('Error Loading Outbreak')).toBeInTheDocument();
    expect(screen.getByText('Outbreak not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute('href', '/reports');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to load outbreak details' and offers another try", async () => {
    let fail = true;
    server.use(
      http.get('/api/outbreaks/:id', () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(createOutbreak()),
      ),
      http.get('/api/outbreaks/:id/related', () => HttpResponse.json({ outbreaks: [] })),
      http.get('/api/outbreaks/:id/comments', () => HttpResponse.json({ comments: [], has_more: false })),
    );
    const { user } = renderApp('/details/5');

    await findPageHeading('Error Loading Outbreak');
    expect(screen.getByText('Failed to load outbreak details')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPageHeading('Cholera')).toBeInTheDocument();
  });

  it.each(['/details/abc', '/details', '/details?id=1.5', '/details/0'])(
    'shows the error view without asking the server for %s',
    async (path) => {
      const requested = serveOutbreak();
      renderApp(path);

      await findPageHeading('Error Loading Outbreak');
      expect(screen.getByText('Invalid or missing outbreak ID in URL.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Reports' })).toBeInTheDocument();
      expect(requested).toEqual([]);
    },
  );

  it('shows the full name and email when the answer carries them (admins, the reporter)', async () => {
    serveOutbreak({
      outbreak: createOutbreak({
        reporter_id: 3,
        first_name: 'Amara',
        last_name: 'Okafor',
        reporter_email: 'amara@example.org',
      }),
    });
    renderApp('/details/5', { user: createTestUser({ role_id: 2 }) });

    await findPageHeading('Cholera');
    const source = section('Source Information');
    expect(fact(source, 'Reporter')).toHaveTextContent('Amara Okafor');
    expect(source.getByRole('link', { name: 'amara@example.org' })).toHaveAttribute(
      'href',
      'mailto:amara@example.org',
    );
  });

  it('shows the first name alone to signed-in members', async () => {
    serveOutbreak({ outbreak: createOutbreak({ reporter_id: 3, first_name: 'Amara' }) });
    renderApp('/details/5', { user: createTestUser() });

    await findPageHeading('Cholera');
    expect(fact(section('Source Information'), 'Reporter')).toHaveTextContent(/^Amara$/);
  });

  it('says Not specified for a missing region, state and city', async () => {
    serveOutbreak({ outbreak: createOutbreak({ region: null, state_name: null, city: null }) });
    renderApp('/details/5');

    await findPageHeading('Cholera');
    const location = section('Location');
    expect(fact(location, 'Region')).toHaveTextContent('Not specified');
    expect(fact(location, 'State')).toHaveTextContent('Not specified');
    expect(fact(location, 'City')).toHaveTextContent('Not specified');
  });

  describe('Disease Information', () => {
    it("shows the disease's stored description with its category and agent type", async () => {
      serveOutbreak({
        outbreak: createOutbreak({
          disease_name: 'Mpox',
          disease_description: 'A viral zoonotic disease with a rash.',
          disease_category: 'Viral infections',
          disease_agent_type: 'virus',
        }),
      });
      renderApp('/details/5');

      await findPageHeading('Mpox');
      const info = section('Disease Information');
      expect(info.getByText('A viral zoonotic disease with a rash.')).toBeInTheDocument();
      expect(fact(info, 'Category')).toHaveTextContent('Viral infections');
      expect(fact(info, 'Agent type')).toHaveTextContent('Virus');
      expect(info.queryByText(DISEASE_TEXT.compiling)).not.toBeInTheDocument();
      expect(info.queryByText(DISEASE_TEXT.notAvailable)).not.toBeInTheDocument();
    });

    it('shows the fixed cholera text when nothing is stored', async () => {
      serveOutbreak();
      renderApp('/details/5');

      await findPageHeading('Cholera');
      const info = section('Disease Information');
      expect(info.getByText(/^Cholera is an acute diarrhoeal infection/)).toBeInTheDocument();
      expect(fact(info, 'Transmission')).toHaveTextContent(/contaminated/);
      expect(fact(info, 'Symptoms')).toHaveTextContent(/watery diarrhoea/);
      expect(fact(info, 'Prevention')).toHaveTextContent(/Safe drinking water/);
    });

    it.each([
      ['Influenza (seasonal)', /^Influenza is an acute respiratory infection/],
      ['H1N1 influenza', /^Influenza is an acute respiratory infection/],
      ['COVID-19', /^COVID-19 is a respiratory disease/],
    ])('shows the fixed text for %s', async (diseaseName, overview) => {
      serveOutbreak({ outbreak: createOutbreak({ disease_name: diseaseName }) });
      renderApp('/details/5');

      await findPageHeading(diseaseName);
      expect(section('Disease Information').getByText(overview)).toBeInTheDocument();
    });

    it('falls back to the "being compiled" texts for other diseases', async () => {
      serveOutbreak({
        outbreak: createOutbreak({ disease_name: 'Parainfluenza virus pneumonia', disease_category: null }),
      });
      renderApp('/details/5');

      await findPageHeading('Parainfluenza virus pneumonia');
      const info = section('Disease Information');
      expect(info.getByText(DISEASE_TEXT.compiling)).toBeInTheDocument();
      expect(info.getAllByText(DISEASE_TEXT.notAvailable)).toHaveLength(3);
      expect(info.queryByText('Category')).not.toBeInTheDocument();
    });
  });

  describe('Related Outbreaks', () => {
    it('lists at most three, each with a severity badge', async () => {
      serveOutbreak({
        related: [1, 2, 3, 4].map((id) =>
          createOutbreak({ id, disease_name: `Related ${id}`, severity_score: id * 10 }),
        ),
      });
      renderApp('/details/5');

      await findPageHeading('Cholera');
      const related = await findSection('Related Outbreaks');
      expect(await related.findAllByRole('listitem')).toHaveLength(3);
      expect(related.getByRole('link', { name: 'Related 3' })).toHaveAttribute('href', '/details/3');
      expect(related.queryByRole('link', { name: 'Related 4' })).not.toBeInTheDocument();
      expect(related.getAllByText('Severity')).toHaveLength(3);
    });

    it("says 'No related outbreaks found' when there are none", async () => {
      serveOutbreak({ related: [] });
      renderApp('/details/5');

      await findPageHeading('Cholera');
      expect(
        await (await findSection('Related Outbreaks')).findByText('No related outbreaks found'),
      ).toBeInTheDocument();
    });

    it('only logs a failed load', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      serveOutbreak({ related: 'fail' });
      renderApp('/details/5');

      await findPageHeading('Cholera');
      expect(
        await (await findSection('Related Outbreaks')).findByText('No related outbreaks found'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Busy')).not.toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Related outbreaks could not be loaded', expect.anything());
    });
  });
});

describe('Outbreak details in another language', { timeout: 30_000 }, () => {
  it('shows the report’s cards and their terms in French', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serveOutbreak();
    renderApp('/details/5');

    const summary = within(await screen.findByRole('region', { name: 'Résumé' }, { timeout: 10_000 }));
    expect(fact(summary, 'Gravité')).toHaveTextContent(/^Moyenne · 42,5 sur 100Le score de gravité/);
    expect(fact(summary, 'Cas')).toHaveTextContent(/^1\s250$/);
    expect(summary.getByText(/^Épidémie : chaque cas infecte/)).toBeInTheDocument();
    const source = section('Source de l’information');
    expect(fact(source, 'Déclarant')).toHaveTextContent('Déclarant');
    expect(source.getByText('Seul le rôle du déclarant est affiché publiquement.')).toBeInTheDocument();
    expect(fact(section('Lieu'), 'Pays')).toHaveTextContent('Nigeria');
    expect(screen.getByRole('button', { name: 'Suivre cette flambée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour aux signalements/ })).toHaveAttribute('href', '/reports');
  });

  it('says a missing report in Arabic, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    renderApp('/details/abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'خطأ في تحميل الفاشية' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('معرّف الفاشية في العنوان غير صالح أو مفقود.');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
