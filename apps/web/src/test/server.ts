import type { PublicConfig } from '@outbreak-watch/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_TOPOLOGY } from '../components/map/test-boundaries';

export const testConfig: PublicConfig = {
  map_tile_url: null,
  map_tile_attribution: null,
  map_boundaries_url: '/world.topojson',
  map_boundaries_fallback_url: '/world.topojson',
  demo: false,
};

/** Handlers every test starts with; a test overrides them with `server.use(...)`. */
export const defaultHandlers = [
  http.get('/api/config', () => HttpResponse.json(testConfig)),
  // Maps without tiles draw the shipped boundaries.
  http.get(testConfig.map_boundaries_url, () => HttpResponse.json(TEST_TOPOLOGY)),
  // The dashboard at / lists outbreaks; tests of the app shell get an empty list.
  http.get('/api/outbreaks', () => HttpResponse.json({ outbreaks: [], has_more: false })),
  // Filter bars list the reference data: none unless a test serves some.
  http.get('/api/countries', () => HttpResponse.json([])),
  http.get('/api/diseases', () => HttpResponse.json([])),
  http.get('/api/regions', () => HttpResponse.json({ regions: [] })),
  // A details page shows what the verification team did to the report: nothing yet.
  http.get('/api/outbreaks/:id/history', () => HttpResponse.json({ history: [] })),
  // Signed-in screens show the header's notification bell and follow buttons: nothing yet.
  http.get('/api/notifications', () => HttpResponse.json({ notifications: [], has_more: false, unread: 0 })),
  http.get('/api/follows', () => HttpResponse.json({ follows: [] })),
  // The notifications page lists the user's prepared exports: none yet.
  http.get('/api/exports', () => HttpResponse.json({ jobs: [] })),
  // The analytics page draws an epidemic curve: an empty one.
  http.get('/api/analytics/epicurve', () =>
    HttpResponse.json({
      range: { from: '2026-10-29', to: '2026-11-27', days: 30 },
      span: { from: '2026-10-26', to: '2026-11-29' },
      stack: 'disease',
      measure: 'reports',
      groups: [],
      history_years: [],
      weeks: [],
    }),
  ),
  http.get('/api/notifications/email-frequency', () => HttpResponse.json({ email_frequency: 'immediate' })),
];

export const server = setupServer(...defaultHandlers);
