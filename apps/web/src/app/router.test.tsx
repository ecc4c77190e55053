import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../test/render-app';

describe('routes', () => {
  it('sends an unknown path to the home page', async () => {
    const { router } = renderApp('/no-such-page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await findPageHeading('Outbreak Watch')).toBeInTheDocument();
  });

  it('shows the welcome page at / with links to Information and Contact', async () => {
    const { getByRole } = renderApp('/');

    await findPageHeading('Outbreak Watch');
    expect(getByRole('heading', { name: 'Healthcare professionals' })).toBeInTheDocument();
    expect(getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/information');
    expect(getByRole('link', { name: 'Contact the team' })).toHaveAttribute('href', '/contact');
  });

  it('sets the document title from the route', async () => {
    renderApp('/information');

    await findPageHeading();
    await waitFor(() => expect(document.title).toBe('Information · Outbreak Watch'));
  });
});
