import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../../lib/i18n/locale';
import { server } from '../../test/server';
import {
  createAdminUser,
  createAuditEntry,
  createMetadataItem,
  findHeading,
  renderAdmin,
} from './test-admin';

describe('Admin screens in other languages', { timeout: 20_000 }, () => {
  it('shows the users page in French, with its counts, statuses and row buttons', async () => {
    const jane = createAdminUser();
    server.use(
      http.get('/api/admin/users', () => HttpResponse.json({ users: [jane], total: 1, page: 1, limit: 20 })),
    );
    await chooseLocale('fr');
    renderAdmin('/admin/users');

    await findHeading('Gestion des utilisateurs');
    expect(await screen.findByText('1 utilisateur au total')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier Dr. Jane Doe' })).toHaveTextContent('Vérifier');
    expect(screen.getByRole('button', { name: 'Voir les détails de Dr. Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrer les utilisateurs par statut' })).toHaveTextContent(
      'Tous les utilisateurs',
    );
    const table = screen.getByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByText('Non vérifié')).toBeInTheDocument();
    expect(within(table).getByText('Déclarant')).toBeInTheDocument();
  });

  it('shows a reference list in Arabic, right to left, named by its kind', async () => {
    server.use(
      http.get('/api/admin/affiliations', () =>
        HttpResponse.json({ affiliations: [createMetadataItem({ name: 'WHO', is_custom: true })] }),
      ),
    );
    await chooseLocale('ar');
    renderAdmin('/admin/affiliations');

    await findHeading('إدارة جهات الانتماء');
    expect(document.documentElement.dir).toBe('rtl');
    const table = await screen.findByRole('table', { name: 'إدارة جهات الانتماء' });
    expect(within(table).getByText('مخصّص')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'تعديل جهة الانتماء WHO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء جهة انتماء' })).toBeInTheDocument();
  });

  it('names the dashboard’s latest actions in French', async () => {
    server.use(
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({
          unconfirmed_outbreaks: 12,
          unverified_users: 3,
          suspended_users: 1,
          hidden_comments: 2,
          recent_audit: [createAuditEntry({ details: null })],
        }),
      ),
    );
    await chooseLocale('fr');
    renderAdmin('/admin/dashboard');

    await findHeading('Tableau de bord admin');
    expect(
      await screen.findByRole('link', { name: '12 Signalements en attente de vérification' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a confirmé une flambée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cholera in Kenya/ })).toHaveTextContent('outbreak n° 42');
  });
});
