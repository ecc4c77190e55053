import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, testConfig } from '../../test/server';
import { BOUNDARY_COLORS } from './boundary-colors';
import { LazyPointMap, MapErrorBoundary } from './lazy-point-map';
import type { MapPoint } from './map-types';
import { serveBoundaries } from './test-boundaries';

const POINTS: MapPoint[] = [
  { id: 1, latitude: 6.6, longitude: 3.35, label: 'Cholera in Lagos', href: '/details/1' },
  { id: 2, latitude: -1.3, longitude: 36.8, label: 'Measles in Nairobi' },
];

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Country shapes of the base layer (the points are circle markers in the overlay pane). */
const countryShapes = (map: HTMLElement) => map.querySelectorAll('.leaflet-boundaries-pane path');
const pointMarkers = (map: HTMLElement) => map.querySelectorAll('.leaflet-overlay-pane path');

describe('LazyPointMap', () => {
  it('loads the map, names it, and lists the points for screen readers', async () => {
    server.use(serveBoundaries(testConfig.map_boundaries_url).handler);
    renderInRouter(<LazyPointMap points={POINTS} tileUrl={null} label="Outbreaks on a map" fitToPoints />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
    const map = await screen.findByRole('group', { name: 'Outbreaks on a map' }, { timeout: 3000 });
    const list = within(map).getByRole('list', { name: 'Outbreaks on a map: places' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cholera in Lagos', 'Measles in Nairobi']);
    expect(within(list).getByRole('link', { name: 'Cholera in Lagos' })).toHaveAttribute(
      'href',
      '/details/1',
    );
    expect(pointMarkers(map)).toHaveLength(2);
  });

  it('draws the shipped country boundaries beneath the points when there are no tiles', async () => {
    const boundaries = serveBoundaries(testConfig.map_boundaries_url);
    server.use(boundaries.handler);
    renderInRouter(<LazyPointMap points={POINTS} tileUrl={null} label="Outbreaks on a map" />);

    const map = await screen.findByRole('group', { name: 'Outbreaks on a map' }, { timeout: 3000 });
    await waitFor(() => expect(countryShapes(map)).toHaveLength(4));
    expect(boundaries.requests).toHaveLength(1);
    // Shapes are scenery: only the points answer the pointer.
    expect(map.querySelectorAll('.leaflet-boundaries-pane path.leaflet-interactive')).toHaveLength(0);
    expect(countryShapes(map)[0]).toHaveAttribute('fill', BOUNDARY_COLORS.light.land);
    // Above where tiles would be (200), below the points (the overlay pane, 400).
    const paneZ = Number(map.querySelector<HTMLElement>('.leaflet-boundaries-pane')?.style.zIndex);
    expect(paneZ).toBeGreaterThan(200);
    expect(paneZ).toBeLessThan(400);
    expect(pointMarkers(map)).toHaveLength(2);
    expect(map).not.toHaveTextContent('Map tiles are turned off');
  });

  it('falls back to the boundary file the server ships when the configured one fails', async () => {
    const fallback = serveBoundaries('/api/map/boundaries.json');
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          ...testConfig,
          map_boundaries_url: 'https://boundaries.example.org/world.json',
          map_boundaries_fallback_url: '/api/map/boundaries.json',
        }),
      ),
      http.get('https://boundaries.example.org/world.json', () => HttpResponse.error()),
      fallback.handler,
    );
    renderInRouter(<LazyPointMap points={POINTS} tileUrl={null} label="Outbreaks on a map" />);

    const map = await screen.findByRole('group', { name: 'Outbreaks on a map' }, { timeout: 3000 });
    await waitFor(() => expect(countryShapes(map)).toHaveLength(4));
    expect(fallback.requests).toHaveLength(1);
  });

  it('still shows the points when no boundary file can be loaded', async () => {
    server.use(http.get(testConfig.map_boundaries_url, () => new HttpResponse(null, { status: 503 })));
    renderInRouter(<LazyPointMap points={POINTS} tileUrl={null} label="Outbreaks on a map" />);

    const map = await screen.findByRole('group', { name: 'Outbreaks on a map' }, { timeout: 3000 });
    expect(pointMarkers(map)).toHaveLength(2);
    expect(countryShapes(map)).toHaveLength(0);
  });

  it('draws the tiles it is given, with their attribution, above the country boundaries', async () => {
    const boundaries = serveBoundaries(testConfig.map_boundaries_url);
    server.use(boundaries.handler);
    renderInRouter(
      <LazyPointMap
        points={POINTS}
        tileUrl="https://tiles.example.org/{z}/{x}/{y}.png"
        tileAttribution="© Example tiles"
        label="Outbreaks on a map"
      />,
    );

    const map = await screen.findByRole('group', { name: 'Outbreaks on a map' }, { timeout: 3000 });
    expect(map).toHaveTextContent('© Example tiles');
    expect(map.querySelector('.leaflet-tile-pane img')).not.toBeNull();
    // The shapes are the base: beneath the tile pane (200), so the countries show until tiles load.
    await waitFor(() => expect(countryShapes(map)).toHaveLength(4));
    expect(boundaries.requests).toHaveLength(1);
    const pane = map.querySelector<HTMLElement>('.leaflet-boundaries-pane');
    expect(Number(pane?.style.zIndex)).toBeLessThan(200);
    expect(pointMarkers(map)).toHaveLength(2);
  });
});

describe('MapErrorBoundary', () => {
  it('shows a message instead of a map that fails, and nothing else breaks', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Leaflet failed');
    }
    render(
      <div>
        <p>Rest of the page</p>
        <MapErrorBoundary>
          <Broken />
        </MapErrorBoundary>
      </div>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The map could not be loaded.');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
