import { formatMessage } from '@outbreak-watch/domain';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { TEST_TOPOLOGY } from '../../components/map/test-boundaries';
import type { CountryBoundaries } from '../../components/map/use-boundaries';
import { SHARE_TEXTS } from '../../lib/share-texts';
import { mapRangeInWords } from './map-image-download';
import { geometryPath, mapImageSvg, type MapImageInput } from './map-image';
import { BAND_FILLS, SIGNAL_OUTLINE } from './severity-bands';
import { KENYA, NIGERIA } from './test-map-data';
import type { Translate } from './messages';

/** The messages in English, as the app's default language formats them. */
const english: Translate = (descriptor, values) => formatMessage(descriptor, values);

const topology = TEST_TOPOLOGY as Topology<{ countries: GeometryCollection }>;
const BOUNDARIES = feature(topology, topology.objects.countries) as CountryBoundaries;

function input(overrides: Partial<MapImageInput> = {}): MapImageInput {
  return {
    boundaries: BOUNDARIES,
    countries: [NIGERIA, KENYA],
    colouring: 'severity',
    signalCodes: new Set(),
    minReports: 3,
    filterWords: 'Cholera · Africa · confirmed reports only',
    rangeWords: 'Last 30 days: Oct 29, 2026 – Nov 27, 2026',
    generatedAt: new Date('2026-11-27T15:04:00Z'),
    t: english,
    ...overrides,
  };
}

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

const fillOf = (document: Document, code: string) =>
  document.querySelector(`path[data-country-code="${code}"]`)?.getAttribute('fill');

describe('mapImageSvg', () => {
  it('carries the title, the filter and range in words, the legend, the source and the app name', () => {
    const { svg, width, height } = mapImageSvg(input());
    const text = parse(svg).documentElement.textContent ?? '';

    expect(width).toBe(1200);
    expect(height).toBeGreaterThan(600);
    expect(svg).toContain(`width="1200" height="${height}"`);
    for (const words of [
      'Outbreak risk by country',
      'Cholera · Africa · confirmed reports only',
      'Last 30 days: Oct 29, 2026 – Nov 27, 2026',
      'Risk (severity score, 0–100)',
      'Very low (score under 10)',
      'Very high (75 to 100)',
      'No outbreaks',
      'Few reports:',
      'Unconfirmed only:',
      'Dashed outline:',
      SHARE_TEXTS.source,
      SHARE_TEXTS.appName,
    ]) {
      expect(text).toContain(words);
    }
    // Only rates rest on population figures.
    expect(text).not.toContain(SHARE_TEXTS.populationSource);
  });

  it('fills a country with a value in its band colour and the others in the land colour', () => {
    const document = parse(mapImageSvg(input()).svg);

    expect(fillOf(document, '566')).toBe(BAND_FILLS[2]);
    expect(fillOf(document, '404')).toBe(BAND_FILLS[5]);
    expect(fillOf(document, '724')).toBe(BOUNDARY_COLORS.light.land);
    // Kosovo's shape, without a code, is drawn all the same.
    expect(document.querySelectorAll('path')).toHaveLength(4);
  });

  it('colours by incidence with its legend and the population source', () => {
    const { svg } = mapImageSvg(input({ colouring: 'incidence' }));
    const document = parse(svg);
    const text = document.documentElement.textContent ?? '';

    expect(text).toContain('Cases per 100,000 by country');
    expect(text).toContain('0.1 to under 1');
    expect(text).toContain(SHARE_TEXTS.populationSource);
    // Nigeria's 0.92 cases per 100,000 are in the second incidence band.
    expect(fillOf(document, '566')).toBe(BAND_FILLS[2]);
  });

  it('hatches a colour resting on unconfirmed reports and outlines a current signal', () => {
    const unconfirmed = { ...NIGERIA, unconfirmed_only: true };
    const document = parse(
      mapImageSvg(input({ countries: [unconfirmed, KENYA], signalCodes: new Set(['404']) })).svg,
    );

    expect(fillOf(document, '566')).toBe('url(#report-hatch-unconfirmed-2)');
    expect(document.getElementById('report-hatch-unconfirmed-2')?.tagName).toBe('pattern');
    const kenya = document.querySelector('path[data-country-code="404"]');
    expect(kenya?.getAttribute('stroke')).toBe(SIGNAL_OUTLINE.color.light);
    expect(kenya?.getAttribute('stroke-dasharray')).toBe(SIGNAL_OUTLINE.dashArray);
  });

  it('escapes the words it is given', () => {
    const { svg } = mapImageSvg(input({ filterWords: 'Disease <A> & "B"' }));

    expect(parse(svg).documentElement.textContent).toContain('Disease <A> & "B"');
    expect(svg).not.toContain('<A>');
  });
});

describe('geometryPath', () => {
  it('projects longitude and latitude on the flat world and draws a ring past 180° at both edges', () => {
    const square = geometryPath({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
      ],
    });
    expect(square).toBe('M600,268.8L632,268.8L632,236.8L600,268.8Z');

    const crossing = geometryPath({
      type: 'Polygon',
      coordinates: [
        [
          [170, 60],
          [190, 60],
          [190, 70],
          [170, 60],
        ],
      ],
    });
    expect(crossing.match(/M/g)).toHaveLength(2);
    expect(crossing).toContain('ZM-8,76.8L56,76.8');
  });
});

describe('mapRangeInWords', () => {
  it('names the frame, the last days with their dates, or all time', () => {
    expect(
      mapRangeInWords(english, 30, {
        interval: 'week',
        span: { label: '2026-W05', start: '2026-01-26', end: '2026-02-01' },
      }),
    ).toBe('Week 2026-W05, Jan 26, 2026 – Feb 1, 2026');
    expect(mapRangeInWords(english, 30, null, '2026-11-27')).toBe(
      'Last 30 days: Oct 29, 2026 – Nov 27, 2026',
    );
    expect(mapRangeInWords(english, undefined, null, '2026-11-27')).toBe('All time, to Nov 27, 2026');
  });
});
