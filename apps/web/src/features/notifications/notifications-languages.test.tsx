import { LANGUAGE_STORAGE_KEY, type ExportJob } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestUser, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { createFollow, createNotification, serveNotifications } from './test-notifications';

const section = (name: string) => within(screen.getByRole('region', { name }));

const recent = createNotification({
  id: 3,
  created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
});
const older = createNotification({ id: 2, created_at: '2026-01-15T10:00:00.000Z', read: true });

const readyExport: ExportJob = {
  id: 8,
  state: 'ready',
  format: 'csv',
  filter: 'Cholera',
  rows: 1250,
  size_bytes: 40_000,
  created_at: '2026-11-20T09:00:00.000Z',
  finished_at: '2026-11-20T09:01:00.000Z',
  expires_at: '2099-11-21T09:01:00.000Z',
  download_url: '/api/exports/8/download?token=abc',
  error: null,
};

function servePage() {
  serveNotifications([{ notifications: [recent, older], has_more: false, unread: 1 }]);
  server.use(
    http.get('/api/follows', () =>
      HttpResponse.json({
        follows: [createFollow(), createFollow({ id: 12, kind: 'disease', target_id: 3, name: 'Cholera' })],
      }),
    ),
    http.get('/api/exports', () => HttpResponse.json({ jobs: [readyExport] })),
  );
}

describe('Notifications page in another language', { timeout: 30_000 }, () => {
  it('shows the list, follows, exports and e-mail choice in French, with French times and numbers', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    servePage();
    renderApp('/notifications', { user: createTestUser() });

    const list = within(
      await screen.findByRole('region', { name: 'Dernières nouvelles' }, { timeout: 10_000 }),
    );
    const items = await list.findAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: `Non lue : ${recent.title}` })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('il y a 5 minutes');
    expect(items[1]).toHaveTextContent('15 janv. 2026');
    expect(list.getByText('1 non lue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 non lue' })).toBeInTheDocument();

    const follows = section('Ce que vous suivez');
    await follows.findByRole('button', { name: 'Ne plus suivre Nigeria' });
    expect(follows.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Maladies (1)',
      'Pays (1)',
    ]);
    expect(follows.getByRole('link', { name: 'paramètres de notification' })).toHaveAttribute(
      'href',
      '/profile/me',
    );

    const exports = section('Vos exports');
    expect(await exports.findByText(/1\s250 lignes/)).toBeInTheDocument();
    expect(exports.getByText('Prêt')).toBeInTheDocument();
    expect(exports.getByText(/lien valable jusqu’au/)).toBeInTheDocument();

    const email = section('E-mail');
    expect(await email.findByRole('radio', { name: /Immédiatement/ })).toBeChecked();
    expect(email.getByRole('radio', { name: /Résumé quotidien/ })).not.toBeChecked();
    expect(email.getByRole('link', { name: 'profil' })).toHaveAttribute('href', '/profile/me');
  });

  it('reads right to left in Arabic, with Arabic plurals and the locale’s numbers', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    servePage();
    renderApp('/notifications', { user: createTestUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'الإشعارات' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const list = section('آخر التحديثات');
    expect(await list.findByText('واحد غير مقروء')).toBeInTheDocument();
    const [first] = await list.findAllByRole('listitem');
    expect(first).toHaveTextContent(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-5, 'minute'),
    );
    expect(await section('ما تتابعه').findByRole('heading', { name: /^البلدان/ })).toBeInTheDocument();
    const rows = new Intl.NumberFormat('ar').format(1250);
    expect(
      await section('عمليات التصدير الخاصة بك').findByText(new RegExp(`${rows} صف`)),
    ).toBeInTheDocument();
  });
});
