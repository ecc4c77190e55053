import { demoBannerFrame, PRODUCT } from '@outbreak-watch/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server, testConfig } from '../../test/server';

describe('Header', () => {
  it('shows the title, the tagline and the Report outbreak action', async () => {
    renderApp('/');
    await findPageHeading();

    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent(PRODUCT.name);
    expect(banner).toHaveTextContent(PRODUCT.tagline);
    expect(screen.getByRole('link', { name: 'Report outbreak' })).toHaveAttribute('href', '/reports/add');
  });

  it('shows the demo banner when the deployment serves demo data', async () => {
    server.use(http.get('/api/config', () => HttpResponse.json({ ...testConfig, demo: true })));
    renderApp('/');

    const banner = (await screen.findByText(PRODUCT.demoBanner)).closest('p');
    // The server's page frame draws it alike until the app starts (its empty box where the icon is).
    const frame = document.createElement('div');
    frame.innerHTML = demoBannerFrame();
    const framed = frame.querySelector('p');
    expect(framed?.className).toBe(banner?.className);
    expect(framed?.textContent).toBe(banner?.textContent);
    expect(framed?.firstElementChild?.getAttribute('class')).toBe(
      banner?.firstElementChild?.getAttribute('class'),
    );
  });

  it('shows no demo banner when the deployment serves real data', async () => {
    const { queryClient } = renderApp('/');
    await findPageHeading();

    await waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));
    expect(screen.queryByText(PRODUCT.demoBanner)).not.toBeInTheDocument();
  });

  it('still renders the page when the configuration cannot be loaded', async () => {
    server.use(http.get('/api/config', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderApp('/');

    expect(await findPageHeading('Outbreak Dashboard')).toBeInTheDocument();
    expect(screen.queryByText(PRODUCT.demoBanner)).not.toBeInTheDocument();
  });
});
