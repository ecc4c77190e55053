import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { createOutbreak } from './test-outbreaks';

describe('the details page of a merged report', { timeout: 20_000 }, () => {
  it('shows the report it was merged into, under that report’s address', async () => {
    const survivor = createOutbreak({ id: 9, disease_name: 'Mpox', description: 'The surviving report.' });
    server.use(
      // What the API answers for a merged id: a permanent redirect, which fetch follows.
      http.get(
        '/api/outbreaks/5',
        () =>
          new HttpResponse(JSON.stringify({ statusCode: 308, merged_into: 9 }), {
            status: 308,
            headers: { Location: '/api/outbreaks/9', 'Content-Type': 'application/json' },
          }),
      ),
      http.get('/api/outbreaks/9', () => HttpResponse.json(survivor)),
      http.get('/api/outbreaks/:id/related', () => HttpResponse.json({ outbreaks: [] })),
      http.get('/api/outbreaks/:id/comments', () => HttpResponse.json({ comments: [], has_more: false })),
    );
    const { router } = renderApp('/details/5');

    await findPageHeading('Mpox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/9'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('The surviving report.')).toBeVisible();
  });
});
