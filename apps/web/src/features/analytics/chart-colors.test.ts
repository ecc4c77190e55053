import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHART_BACKGROUNDS,
  CHART_COLORS,
  LIGHT_OF_DARK,
  paletteColors,
  useChartColors,
} from './chart-colors';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const darkQuery = (matches: boolean) => (query: string) =>
  ({
    matches,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }) as unknown as MediaQueryList;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Analytics chart colours', () => {
  it.each(['light', 'dark'] as const)(
    'stand out at least 3:1 against the %s card (WCAG 1.4.11)',
    (scheme) => {
      for (const color of paletteColors(CHART_COLORS[scheme]))
        expect(contrast(color, CHART_BACKGROUNDS[scheme]), color).toBeGreaterThanOrEqual(3);
    },
  );

  it('has a dark variant of every series, the deaths line among them', () => {
    const light = paletteColors(CHART_COLORS.light);
    const dark = paletteColors(CHART_COLORS.dark);
    expect(dark).toHaveLength(light.length);
    // The light deaths red is under 3:1 on the dark card; its dark variant is not.
    expect(contrast(CHART_COLORS.light.timeline.deaths, CHART_BACKGROUNDS.dark)).toBeLessThan(3);
    expect(CHART_COLORS.dark.timeline.deaths).not.toBe(CHART_COLORS.light.timeline.deaths);
  });

  it('export in the light scheme: each dark colour maps to its light variant, and no light one is a dark one', () => {
    expect(LIGHT_OF_DARK[CHART_COLORS.dark.timeline.deaths]).toBe(CHART_COLORS.light.timeline.deaths);
    expect(LIGHT_OF_DARK[CHART_COLORS.dark.places.rate]).toBe(CHART_COLORS.light.places.rate);
    for (const light of paletteColors(CHART_COLORS.light)) expect(LIGHT_OF_DARK[light]).toBeUndefined();
  });

  it("follow the system's colour scheme", () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(darkQuery(true));
    expect(renderHook(() => useChartColors()).result.current).toBe(CHART_COLORS.dark);
    vi.spyOn(window, 'matchMedia').mockImplementation(darkQuery(false));
    expect(renderHook(() => useChartColors()).result.current).toBe(CHART_COLORS.light);
  });
});
