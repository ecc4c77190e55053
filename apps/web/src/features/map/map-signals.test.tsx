import { rangeForDays } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { createMethod, createSignal } from '../../test/signal-fixtures';
import { SIGNAL_OUTLINE } from './severity-bands';
import { findShape, KENYA, NIGERIA, renderMap, serveMap } from './test-map-data';

const NIGERIA_SIGNALS = [
  createSignal({ methods: [createMethod(), createMethod({ algorithm: 'ears_c2' })] }),
  createSignal({
    id: 45,
    disease_id: null,
    disease_name: null,
    methods: [createMethod({ measure: 'cases' })],
    week_start: '2026-11-09',
  }),
];

describe('Map signals and feeds', { timeout: 20_000 }, () => {
  it('outlines the countries with a current signal, explains it, and marks them in the list', async () => {
    serveMap([NIGERIA, KENYA], NIGERIA_SIGNALS);
    await renderMap();

    const nigeria = await findShape('566');
    await waitFor(() => expect(nigeria).toHaveAttribute('stroke-dasharray', SIGNAL_OUTLINE.dashArray));
    expect(nigeria).toHaveAttribute('stroke', SIGNAL_OUTLINE.color.light);
    const kenya = await findShape('404');
    expect(kenya).not.toHaveAttribute('stroke-dasharray');
    expect(kenya).toHaveAttribute('stroke', BOUNDARY_COLORS.light.border);
    expect(screen.getByText(/Dashed outline:/).parentElement).toHaveTextContent(
      'Dashed outline: a current signal, more reports or cases than expected in a recent week',
    );

    const list = within(screen.getByRole('region', { name: 'Countries with outbreaks' }));
    expect(list.getByRole('button', { name: /^Nigeria/ })).toHaveTextContent('Signal');
    expect(list.getByRole('button', { name: /^Kenya/ })).not.toHaveTextContent('Signal');
  });

  it('names the chosen country’s signals and links to them on the Signals page', async () => {
    serveMap([NIGERIA, KENYA], NIGERIA_SIGNALS);
    const { user } = await renderMap();
    const list = within(await screen.findByRole('region', { name: 'Countries with outbreaks' }));
    await waitFor(() => expect(list.getByRole('button', { name: /^Nigeria/ })).toHaveTextContent('Signal'));
    await user.click(list.getByRole('button', { name: /^Nigeria/ }));

    const panel = within(screen.getByRole('region', { name: 'Outbreak metrics for Nigeria' }));
    const signals = within(panel.getByRole('region', { name: 'Current signals' }));
    expect(signals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cholera, week of Nov 16, 2026 (reports): EARS C1, EARS C2',
      'All diseases, week of Nov 9, 2026 (cases): EARS C1',
    ]);
    expect(signals.getByRole('link', { name: 'See the signals of Nigeria' })).toHaveAttribute(
      'href',
      '/signals?country_id=161',
    );

    await user.click(panel.getByRole('button', { name: 'Close the details of Nigeria' }));
    const listAgain = within(await screen.findByRole('region', { name: 'Countries with outbreaks' }));
    await user.click(listAgain.getByRole('button', { name: /^Kenya/ }));
    const kenya = within(screen.getByRole('region', { name: 'Outbreak metrics for Kenya' }));
    expect(kenya.queryByRole('region', { name: 'Current signals' })).not.toBeInTheDocument();
  });

  it('offers the feeds with the map’s range, disease and region', async () => {
    serveMap();
    await renderMap('/map?days=30&disease_id=3&region=2');

    const feeds = within(screen.getByRole('navigation', { name: 'Feeds and exports' }));
    const from = rangeForDays(30).from;
    expect(feeds.getByRole('link', { name: 'Atom feed of the confirmed outbreaks' })).toHaveAttribute(
      'href',
      `/api/feeds/outbreaks.atom?from=${from}&disease_id=3&region=2`,
    );
    expect(
      feeds.getByRole('link', { name: 'CAP alerts of the confirmed outbreaks (Atom index)' }),
    ).toHaveAttribute('href', `/api/feeds/cap.atom?from=${from}&disease_id=3&region=2`);
    expect(feeds.getByRole('link', { name: "GeoJSON of the map's countries" })).toHaveAttribute(
      'href',
      '/api/map/countries.geojson?days=30&disease_id=3&region=2',
    );
  });
});
