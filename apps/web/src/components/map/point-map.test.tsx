import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LazyPointMap, MapErrorBoundary } from './lazy-point-map';
import type { MapPoint } from './map-types';

const POINTS: MapPoint[] = [
  { id: 1, latitude: 6.6, longitude: 3.35, label: 'Cholera in Lagos', href: '/details/1' },
  { id: 2, latitude: -1.3, longitude: 36.8, label: 'Measles in Nairobi' },
];

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('LazyPointMap', () => {
  it('loads the map, names it, and lists the points for screen readers', async () => {
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
    expect(map).toHaveTextContent('Map tiles are turned off on this installation');
    expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);
  });

  it('draws the tiles it is given, with their attribution', async () => {
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
    expect(map).not.toHaveTextContent('Map tiles are turned off on this installation');
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
