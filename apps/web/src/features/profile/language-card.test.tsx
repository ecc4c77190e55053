import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { card, createOwnProfile, renderSignedIn } from './test-profiles';

describe('Profile language setting', () => {
  it('shows the current language, saves a new one and changes the page at once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/profile/me', () => HttpResponse.json(createOwnProfile())),
      http.patch('/api/profile/me', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ language: 'es' });
      }),
    );
    renderSignedIn('/profile/me');

    await screen.findByRole('region', { name: 'Language' });
    const select = card('Language').getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(card('Language').getByText(/on every device you sign in on/)).toBeInTheDocument();

    await userEvent.selectOptions(select, 'es');
    await waitFor(() => expect(sent).toEqual([{ language: 'es' }]));
    expect(await screen.findByRole('region', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
