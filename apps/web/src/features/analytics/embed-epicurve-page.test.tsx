import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCountry, createDisease } from '../../test/outbreak-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { byStatus } from './test-epicurve-data';

describe('The epidemic curve embed', { timeout: 20_000 }, () => {
  it('shows the curve of the URL’s filter and stack with its title, filter, range and source, and no navigation', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('/api/analytics/epicurve', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(byStatus);
      }),
      http.get('/api/countries', () => HttpResponse.json([createCountry(161, 'Nigeria')])),
      http.get('/api/diseases', () => HttpResponse.json([createDisease(3, 'Cholera')])),
    );
    renderApp(
      '/embed/epicurve?country_id=161&disease_id=3&confirmed=true&from=2026-11-16&to=2026-11-29&stack=status',
    );

    expect(await findPageHeading('Epidemic curve')).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'table',
        { name: 'Reports per ISO week, 2026-W47 to 2026-W48' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Cholera · Nigeria · confirmed reports only · Nov 16, 2026 – Nov 29, 2026'),
    ).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({
      country_id: '161',
      disease_id: '3',
      confirmed: 'true',
      from: '2026-11-16',
      to: '2026-11-29',
      stack: 'status',
    });
    expect(screen.getByText(/^Source: Outbreak Watch/)).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /Open in Outbreak Watch/ });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute(
      'href',
      '/analysis?from=2026-11-16&to=2026-11-29&country_id=161&disease_id=3&confirmed=true&stack=status',
    );
    // The chart alone: no header, navigation, footer or page controls around it.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Epidemic curve',
    );
    expect(document.title).toBe('Epidemic curve · Outbreak Watch');
  });

  it('says "All reports" without a filter, and the range the server used', async () => {
    server.use(http.get('/api/analytics/epicurve', () => HttpResponse.json(byStatus)));
    renderApp('/embed/epicurve');
    expect(await screen.findByText('All reports · Nov 16, 2026 – Nov 29, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Outbreak Watch/ })).toHaveAttribute('href', '/analysis');
  });
});
