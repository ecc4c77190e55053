import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BAND_FILLS } from './severity-bands';
import { findPageHeading, renderApp } from '../../test/render-app';
import { findShape, renderMap, serveFrames, serveMap } from './test-map-data';

describe('The map embed', { timeout: 20_000 }, () => {
  it('shows the map of the URL’s filter with its title, filter, legend and source, and no navigation', async () => {
    const queries = serveMap();
    renderApp('/embed/map?disease_id=3&region=002&confirmed=true');

    expect(await findPageHeading('Outbreak Map')).toBeInTheDocument();
    expect(
      await screen.findByText('Cholera · Africa · confirmed reports only · All time'),
    ).toBeInTheDocument();
    expect(await findShape('404')).toHaveAttribute('fill', BAND_FILLS[5]);
    expect(queries.at(-1)).toEqual({ disease_id: '3', region: '2', confirmed: 'true' });
    expect(screen.getByRole('list', { name: 'Risk (severity score, 0–100)' })).toBeInTheDocument();
    expect(screen.getByText(/^Source: Outbreak Watch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Outbreak Watch/ })).toHaveAttribute(
      'href',
      '/map?disease_id=3&region=002&confirmed=true',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Countries with outbreaks' })).not.toBeInTheDocument();
    expect(document.title).toBe('Outbreak Map · Outbreak Watch');
  });

  it('shows the frame named in the URL, with its dates', async () => {
    serveMap();
    serveFrames();
    renderApp('/embed/map?interval=week&frame=2026-W05');
    expect(await screen.findByText('All reports · Jan 26, 2026 – Feb 1, 2026')).toBeInTheDocument();
    expect(await findShape('404')).toHaveAttribute('fill', BAND_FILLS[3]);
  });
});

describe('Sharing the map', { timeout: 20_000 }, () => {
  it('offers the embed of the map’s filter, colouring and frame, without the selected country', async () => {
    serveMap();
    serveFrames();
    const { user } = await renderMap('/map?days=30&disease_id=3&colour=incidence&country=566');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share the outbreak map' });
    const origin = window.location.origin;
    expect(within(dialog).getByRole('textbox', { name: 'Link to this view' })).toHaveValue(
      `${origin}/map?days=30&disease_id=3&colour=incidence&country=566`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      `<iframe src="${origin}/embed/map?days=30&amp;disease_id=3&amp;colour=incidence" width="720" ` +
        'height="920" title="Outbreak Map" loading="lazy"></iframe>',
    );
  });
});
