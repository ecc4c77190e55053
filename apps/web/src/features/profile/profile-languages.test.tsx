import { LANGUAGE_STORAGE_KEY } from '@outbreak-watch/domain';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { server } from '../../test/server';
import { card, createOwnProfile, createProfile, factValue, renderSignedIn } from './test-profiles';

describe('Profiles in another language', { timeout: 60_000 }, () => {
  it('shows the own profile in French: facts, plurals, counts, date and settings', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const profile = createOwnProfile({
      follow_counts: { followers: 1, following: 2 },
      stats: { reports: 1234, verified: 3, comments: 41, tracked: 5 },
    });
    server.use(http.get('/api/profile/me', () => HttpResponse.json(profile)));
    renderSignedIn('/profile/me');

    expect(
      await screen.findByText('Dr. Amara Okafor', { selector: 'h1' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('follow-counts')).toHaveTextContent('1 abonné · 2 abonnements');
    const summary = card('Dr. Amara Okafor');
    expect(factValue(summary, 'Inscription')).toHaveTextContent('3 mars 2024');
    expect(factValue(summary, 'Statut')).toHaveTextContent('Actif');
    expect(summary.getByText('Vérifié')).toBeInTheDocument();

    const activity = card('Activité');
    expect(activity.getByText('Signalements soumis').nextElementSibling).toHaveTextContent(/^1\s234$/);
    expect(card('Personnes').getByRole('heading', { name: 'Abonnements (0)' })).toBeInTheDocument();

    const settings = card('Paramètres de notification');
    expect(settings.getByRole('checkbox', { name: 'Alertes de nouvelles flambées' })).toBeChecked();
    expect(settings.getByText('Quand une flambée est confirmée, maîtrisée ou terminée.')).toBeInTheDocument();
    expect(settings.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeInTheDocument();
  });

  it('shows a member’s public profile in Arabic, right to left, with the age in Arabic', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    server.use(
      http.get('/api/profile/42', () => HttpResponse.json({ status: 'success', user: createProfile() })),
    );
    renderSignedIn('/profile/42');

    expect(
      await screen.findByText('Dr. Amara Okafor', { selector: 'h1' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const summary = card('Dr. Amara Okafor');
    const since = factValue(summary, 'عضو منذ');
    expect(since).toHaveTextContent(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date(2024, 2, 3)),
    );
    expect(since?.textContent).toMatch(/قبل/);
    expect(factValue(summary, 'نوع المستخدم')).toHaveTextContent('مُبلِّغ');
    expect(screen.getByTestId('follow-counts')).toHaveTextContent('4 متابعين');
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeInTheDocument();
    expect(card('المساهمات').getByText('بلاغات الفاشيات المقدَّمة')).toBeInTheDocument();
    expect(card('نبذة').getByRole('heading', { name: 'المعلومات المهنية' })).toBeInTheDocument();
  });

  it('says a missing member in French', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    server.use(
      http.get('/api/profile/99', () =>
        HttpResponse.json(errorBody(404, 'Utilisateur introuvable.'), { status: 404 }),
      ),
    );
    renderSignedIn('/profile/99');

    expect(
      await screen.findByText('Profil du membre', { selector: 'h1' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Membre introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', '/');
  });
});
