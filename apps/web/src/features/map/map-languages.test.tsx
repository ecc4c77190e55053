import { LANGUAGE_STORAGE_KEY } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { KENYA, NIGERIA, serveMap } from './test-map-data';

describe('Map in other languages', { timeout: 30_000 }, () => {
  // The map's code (Leaflet) loaded before the page asks for it: these tests end before a map drawn
  // in slices would finish, and an import still on its way would then run without a document.
  beforeAll(async () => {
    await import('./world-map');
  });

  it('speaks French: filters, time control, list, legend and the chosen country’s panel', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serveMap([NIGERIA, KENYA]);
    renderApp('/map?country=566');

    const panel = await screen.findByRole(
      'region',
      { name: 'Indicateurs des flambées pour Nigeria' },
      { timeout: 15_000 },
    );
    expect(within(panel).getByText('Total des flambées')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Flambées récentes' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filtres de la carte' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Période' })).toHaveDisplayValue('Toute la période');
    expect(screen.getByRole('checkbox', { name: 'Dans le temps' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flambées : Nigeria' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Score de gravité' })).toBeChecked();
    expect(screen.getByRole('heading', { name: /^Risque/ })).toHaveTextContent(
      'Risque (score de gravité, 0–100)',
    );
  });

  it('speaks Arabic, right to left, with the list’s counts in its plural forms', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serveMap([NIGERIA, KENYA]);
    renderApp('/map');

    const list = await screen.findByRole('region', { name: 'البلدان التي تشهد فاشيات' }, { timeout: 15_000 });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(list).getByText(/^بلدان،/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'خريطة العالم للفاشيات حسب البلد' })).toBeInTheDocument();
  });
});
