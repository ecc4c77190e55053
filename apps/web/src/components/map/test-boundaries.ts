import { http, HttpResponse } from 'msw';
import type { Topology } from 'topojson-specification';

/** A square "country" as one closed arc, in longitude/latitude (no quantisation). */
function square(west: number, south: number, size: number): [number, number][] {
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
}

/**
 * A boundary file in the shape of the shipped one (TopoJSON, object `countries`, ISO 3166-1 numeric
 * ids), with three countries and one shape without a code, as Natural Earth has for Kosovo.
 */
export const TEST_TOPOLOGY: Topology = {
  type: 'Topology',
  arcs: [square(3, 4, 10), square(34, -4, 8), square(-10, 40, 6), square(20, 42, 1)],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: '566', properties: { name: 'Nigeria' }, arcs: [[0]] },
        { type: 'Polygon', id: '404', properties: { name: 'Kenya' }, arcs: [[1]] },
        { type: 'Polygon', id: '724', properties: { name: 'Spain' }, arcs: [[2]] },
        { type: 'Polygon', properties: { name: 'Kosovo' }, arcs: [[3]] },
      ],
    },
  },
};

/** Serves TEST_TOPOLOGY at `url` (the test config's is `testConfig.map_boundaries_url`), counting requests. */
export function serveBoundaries(url: string) {
  const requests: string[] = [];
  const handler = http.get(url, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(TEST_TOPOLOGY);
  });
  return { handler, requests };
}
