import { OUTBREAK_SEVERITY_TEXTS, severityScore } from '@outbreak-watch/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../lib/format';
import { createSignal } from '../../test/signal-fixtures';
import { MAP_COUNTRY_MESSAGES } from './messages';
import { BAND_FILLS } from './severity-bands';
import { createMapCountry, findShape, KENYA, NIGERIA, renderMap, serveMap } from './test-map-data';

/** One unconfirmed report in Spain: a score resting on it alone, below the minimum of 3. */
const SPAIN = createMapCountry({
  country_id: 203,
  country_name: 'Spain',
  alpha3: 'ESP',
  numeric_code: '724',
  total_outbreaks: 1,
  confirmed_outbreaks: 0,
  few_reports: true,
  unconfirmed_only: true,
  severity_score: 100,
  severity_band: 5,
});
/** Two confirmed reports in Kenya: few, but confirmed. */
const FEW_KENYA = {
  ...KENYA,
  total_outbreaks: 2,
  confirmed_outbreaks: 2,
  few_reports: true,
  severity_band: 2,
};

describe('Map: what a colour rests on', { timeout: 20_000 }, () => {
  it('sets and clears confirmed=true in the URL with the toggle, and asks the server for it', async () => {
    const queries = serveMap();
    const { user, router } = await renderMap();
    const filters = within(await screen.findByRole('form', { name: 'Map filters' }));
    const toggle = filters.getByRole('checkbox', { name: 'Confirmed reports only' });
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(queries.at(-1)).toEqual({}));

    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?confirmed=true'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ confirmed: 'true' }));
    expect(toggle).toBeChecked();
    const feeds = within(screen.getByRole('navigation', { name: 'Feeds and exports' }));
    expect(feeds.getByRole('link', { name: "GeoJSON of the map's countries" })).toHaveAttribute(
      'href',
      '/api/map/countries.geojson?confirmed=true',
    );

    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
  });

  it('reopens a shared confirmed-only view with the toggle on', async () => {
    const queries = serveMap();
    await renderMap('/map?confirmed=true&days=30');
    expect(await screen.findByRole('checkbox', { name: 'Confirmed reports only' })).toBeChecked();
    expect(queries[0]).toEqual({ confirmed: 'true', days: '30' });
  });

  it('hatches a colour resting on few or unconfirmed reports and explains both in the legend', async () => {
    serveMap([NIGERIA, FEW_KENYA, SPAIN], [], 3);
    await renderMap();

    expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[2]);
    expect(await findShape('404')).toHaveAttribute('fill', 'url(#report-hatch-few-2)');
    expect(await findShape('724')).toHaveAttribute('fill', 'url(#report-hatch-unconfirmed-5)');
    // The tooltip says what the colour rests on.
    fireEvent.mouseOver(await findShape('724'));
    await waitFor(() =>
      expect(document.querySelector('.country-tooltip')).toHaveTextContent(
        'Spain1 outbreak, severity 100Cases 0.92 per 100,000 (population 2024)Based on 1 report (0 confirmed) · Few reports · Unconfirmed only',
      ),
    );
    // The patterns the shapes name are on the page.
    expect(document.getElementById('report-hatch-unconfirmed-5')?.tagName).toBe('pattern');

    expect(screen.getByText(/^Few reports:/).parentElement).toHaveTextContent(
      'Few reports: striped, fewer than 3 reports behind the score',
    );
    expect(screen.getByText(/^Unconfirmed only:/).parentElement).toHaveTextContent(
      'Unconfirmed only: cross-hatched, no report behind the score is confirmed yet',
    );
    const list = within(screen.getByRole('region', { name: 'Countries with outbreaks' }));
    expect(list.getByRole('button', { name: /^Spain/ })).toHaveTextContent(
      'Spain1 outbreak · 1 unconfirmed · Very high risk · Unconfirmed only',
    );
    expect(list.getByRole('button', { name: /^Kenya/ })).toHaveTextContent(
      '2 outbreaks · Low risk · Few reports',
    );
  });

  it('says in the panel what the score rests on, and puts a current signal beside a low risk', async () => {
    serveMap([NIGERIA, SPAIN], [createSignal()], 3);
    const { user } = await renderMap();
    const list = within(await screen.findByRole('region', { name: 'Countries with outbreaks' }));

    await user.click(list.getByRole('button', { name: /^Spain/ }));
    const spain = within(screen.getByRole('region', { name: 'Outbreak metrics for Spain' }));
    expect(spain.getByText(/^Based on/)).toHaveTextContent(
      'Based on 1 report (0 confirmed) · Few reports · Unconfirmed only',
    );
    expect(spain.queryByText(MAP_COUNTRY_MESSAGES.signalBesideRisk.defaultMessage)).not.toBeInTheDocument();

    await user.click(spain.getByRole('button', { name: 'Close the details of Spain' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Countries with outbreaks' })).getByRole('button', {
        name: /^Nigeria/,
      }),
    );
    const nigeria = within(screen.getByRole('region', { name: 'Outbreak metrics for Nigeria' }));
    expect(nigeria.getByText(/^Based on/)).toHaveTextContent('Based on 3 reports (2 confirmed)');
    // Each recent outbreak shows the details page's one severity figure: band word and score.
    const [first] = nigeria.getAllByTitle('Severity: its band and its score (0–100)');
    const outbreak = NIGERIA.recent[0];
    expect(first).toHaveTextContent(
      `Severity${OUTBREAK_SEVERITY_TEXTS.names[outbreak.severity]} · ${formatNumber(severityScore(outbreak), 1)}`,
    );
    // A low score with a current signal: the signal stands beside the risk, not only further up.
    const risk = nigeria.getByText(/Low risk, severity score/);
    expect(risk.parentElement?.nextElementSibling).toHaveTextContent(
      MAP_COUNTRY_MESSAGES.signalBesideRisk.defaultMessage,
    );
  });
});
