import type { Follow, Notification, NotificationListResponse } from '@outbreak-watch/domain';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';

export function createNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'new_outbreak',
    title: 'New confirmed outbreak: Cholera in Lagos, Nigeria',
    body: 'Cholera in Lagos, Nigeria, reported 2026-11-20 with 1250 cases, was confirmed by the verification team.',
    link: '/details/5',
    created_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    read: false,
    ...overrides,
  };
}

export function createFollow(overrides: Partial<Follow> = {}): Follow {
  return {
    id: 11,
    kind: 'country',
    target_id: 161,
    name: 'Nigeria',
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Serves `pages` (page 1 first) of notifications, and records the pages asked for. */
export function serveNotifications(pages: NotificationListResponse[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/notifications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page') ?? '1');
      return HttpResponse.json(
        pages[page - 1] ?? { notifications: [], has_more: false, unread: pages[0]?.unread ?? 0 },
      );
    }),
  );
  return requests;
}

/** What `POST /api/notifications/read` received. */
export function serveMarkRead(onRead?: (body: { ids?: number[] }) => void) {
  const bodies: { ids?: number[] }[] = [];
  server.use(
    http.post('/api/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      bodies.push(body);
      onRead?.(body);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}
