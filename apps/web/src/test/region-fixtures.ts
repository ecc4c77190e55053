import type { RegionArea } from '@outbreak-watch/domain';
import { http, HttpResponse } from 'msw';
import { server } from './server';

/** A few UN M49 areas of `GET /api/regions`, three levels of Africa and one of Europe. */
export const REGIONS: RegionArea[] = [
  { code: 2, name: 'Africa', level: 'region', parent: null, country_ids: [1, 2] },
  { code: 202, name: 'Sub-Saharan Africa', level: 'sub-region', parent: 2, country_ids: [1] },
  { code: 11, name: 'Western Africa', level: 'intermediate-region', parent: 202, country_ids: [1] },
  { code: 150, name: 'Europe', level: 'region', parent: null, country_ids: [3] },
];

export const serveRegions = () =>
  server.use(http.get('/api/regions', () => HttpResponse.json({ regions: REGIONS })));
