import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n/locale';
import { CountryLocator } from './country-locator';
import { getCountryShape, projectPoint, viewBoxAround } from './country-shapes';

describe('CountryLocator', () => {
  it('draws the country of a known numeric code with a dot at the outbreak', () => {
    render(<CountryLocator countryName="Nigeria" numericCode="566" latitude={6.6} longitude={3.35} />);

    const map = screen.getByRole('img', { name: 'Map of Nigeria' });
    const path = map.querySelector('path');
    expect(path?.getAttribute('d')).toMatch(/^M-?\d+ -?\d+l/);
    const dot = map.querySelectorAll('circle')[1];
    const shape = getCountryShape('566')!;
    expect(Number(dot?.getAttribute('cx'))).toBeCloseTo(3.35 * shape.sx);
    expect(Number(dot?.getAttribute('cy'))).toBeCloseTo(-6.6 * shape.sy);
  });

  it('draws no dot without coordinates', () => {
    render(<CountryLocator countryName="Nigeria" numericCode="566" latitude={null} longitude={null} />);

    const map = screen.getByRole('img', { name: 'Map of Nigeria' });
    expect(map.querySelector('path')).not.toBeNull();
    expect(map.querySelector('circle')).toBeNull();
  });

  it('shows a globe and the name for a country without an outline', () => {
    render(<CountryLocator countryName="Tuvalu" numericCode="798" latitude={-8.5} longitude={179.2} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Tuvalu')).toBeInTheDocument();
  });
});

describe('CountryLocator in another language', () => {
  it('names the map and the country in French', async () => {
    await chooseLocale('fr');
    render(<CountryLocator countryName="Germany" numericCode="276" latitude={52.5} longitude={13.4} />);
    expect(screen.getByRole('img', { name: 'Carte : Allemagne' })).toBeInTheDocument();
  });

  it('names the map in Arabic, and the country of a globe without an outline', async () => {
    await chooseLocale('ar');
    const { unmount } = render(
      <CountryLocator countryName="Germany" numericCode="276" latitude={null} longitude={null} />,
    );
    expect(screen.getByRole('img', { name: 'خريطة ألمانيا' })).toBeInTheDocument();
    unmount();
    render(<CountryLocator countryName="Tuvalu" numericCode="798" latitude={-8.5} longitude={179.2} />);
    expect(screen.getByText('توفالو')).toBeInTheDocument();
  });
});

describe('country shapes', () => {
  it('keeps countries across the antimeridian in one piece', () => {
    const russia = getCountryShape('643')!;
    expect(russia.wrap).toBe(true);
    // Chukotka (west of 180°) lies east of Moscow on the same map, inside the main view.
    const [x] = projectPoint(russia, 66, -172);
    const [left, , width] = russia.viewBox;
    expect(x).toBeGreaterThan(projectPoint(russia, 55.75, 37.6)[0]);
    expect(x).toBeLessThanOrEqual(left + width);

    const fiji = getCountryShape('242')!;
    const [fijiLeft, , fijiWidth] = fiji.viewBox;
    const [eastOf180] = projectPoint(fiji, -16.8, -179.9);
    expect(eastOf180).toBeGreaterThan(fijiLeft);
    expect(eastOf180).toBeLessThan(fijiLeft + fijiWidth);
  });

  it('frames the main landmass and widens the view for an outbreak outside it', () => {
    const usa = getCountryShape('840')!;
    const mainView = viewBoxAround(usa, projectPoint(usa, 38.9, -77));
    expect(mainView).toEqual(usa.viewBox);

    const anchorage = projectPoint(usa, 61.2, -149.9);
    const [x, y, width, height] = viewBoxAround(usa, anchorage);
    expect(anchorage[0]).toBeGreaterThan(x);
    expect(anchorage[0]).toBeLessThan(x + width);
    expect(anchorage[1]).toBeGreaterThan(y);
    expect(anchorage[1]).toBeLessThan(y + height);
  });

  it('has no outline for unknown codes, including inherited object keys', () => {
    expect(getCountryShape('999')).toBeUndefined();
    expect(getCountryShape('constructor')).toBeUndefined();
  });
});
