import type { Polygon } from 'geojson';
import { http, HttpResponse } from 'msw';
import type { Topology } from 'topojson-specification';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { SLICE_BUDGET_MS } from './in-slices';
import { countryCodeOf, countryNameOf, loadBoundaries } from './use-boundaries';
import { serveBoundaries } from './test-boundaries';

/** One country whose ring runs east to the antimeridian and on beyond it, as Russia's Chukotka does. */
const ACROSS_THE_ANTIMERIDIAN: Topology = {
  type: 'Topology',
  arcs: [
    [
      [170, 60],
      [180, 60],
      [-175, 62],
      [-175, 66],
      [180, 66],
      [170, 66],
      [170, 60],
    ],
    // Round the pole, crossing once, as Antarctica's ring does.
    [
      [-180, -80],
      [0, -75],
      [180, -80],
      [-180, -90],
      [-180, -80],
    ],
  ],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: '643', properties: { name: 'Russia' }, arcs: [[0]] },
        { type: 'Polygon', id: '010', properties: { name: 'Antarctica' }, arcs: [[1]] },
      ],
    },
  },
};

describe('loadBoundaries', () => {
  it('turns the TopoJSON into country shapes named by their ISO numeric code', async () => {
    server.use(serveBoundaries('/world.json').handler);

    const boundaries = await loadBoundaries('/world.json', '/world.json');

    expect(boundaries.features.map((shape) => [countryCodeOf(shape), countryNameOf(shape)])).toEqual([
      ['566', 'Nigeria'],
      ['404', 'Kenya'],
      ['724', 'Spain'],
      [null, 'Kosovo'],
    ]);
  });

  it('decodes the shapes in slices, each a task of its own once its time is spent, in the file’s order', async () => {
    server.use(serveBoundaries('/world.json').handler);
    // Each look at the clock finds a slice's time gone: every shape ends its slice.
    let time = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (time += SLICE_BUDGET_MS));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    try {
      const boundaries = await loadBoundaries('/world.json', '/world.json');
      expect(boundaries.features.map(countryNameOf)).toEqual(['Nigeria', 'Kenya', 'Spain', 'Kosovo']);
      expect(setTimeoutSpy.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(4);
    } finally {
      now.mockRestore();
      setTimeoutSpy.mockRestore();
    }
  });

  it('uses the fallback file when the primary one is not a boundary file', async () => {
    const fallback = serveBoundaries('/shipped.json');
    server.use(
      http.get('/remote.json', () => HttpResponse.json({ type: 'FeatureCollection', features: [] })),
      fallback.handler,
    );

    const boundaries = await loadBoundaries('/remote.json', '/shipped.json');

    expect(boundaries.features).toHaveLength(4);
    expect(fallback.requests).toHaveLength(1);
  });

  it('fails when neither file can be loaded', async () => {
    server.use(
      http.get('/remote.json', () => new HttpResponse(null, { status: 404 })),
      http.get('/shipped.json', () => new HttpResponse('not json', { status: 200 })),
    );

    await expect(loadBoundaries('/remote.json', '/shipped.json')).rejects.toThrow();
  });

  it('keeps a shape that crosses the antimeridian in one piece, and Antarctica as it is', async () => {
    server.use(http.get('/world.json', () => HttpResponse.json(ACROSS_THE_ANTIMERIDIAN)));

    const [russia, antarctica] = (await loadBoundaries('/world.json', '')).features;

    const russiaLongitudes = (russia.geometry as Polygon).coordinates[0].map(([lon]) => lon);
    expect(russiaLongitudes).toEqual([170, 180, 185, 185, 180, 170, 170]);
    const antarcticaLongitudes = (antarctica.geometry as Polygon).coordinates[0].map(([lon]) => lon);
    expect(antarcticaLongitudes).toEqual([-180, 0, 180, -180, -180]);
  });
});
