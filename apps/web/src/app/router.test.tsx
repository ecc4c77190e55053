import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../test/render-app';

describe('routes', () => {
  it('sends an unknown path to the home page', async () => {
    const { router } = renderApp('/no-such-page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await findPageHeading('Outbreak Dashboard')).toBeInTheDocument();
  });

  it('shows the dashboard at / with a link to how it works', async () => {
    const { getByRole } = renderApp('/');

    await findPageHeading('Outbreak Dashboard');
    expect(getByRole('heading', { name: 'Recent Outbreaks' })).toBeInTheDocument();
    expect(getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/information');
  });

  it('sets the document title from the route', async () => {
    renderApp('/information');

    await findPageHeading();
    await waitFor(() => expect(document.title).toBe('Information · Outbreak Watch'));
  });
});
