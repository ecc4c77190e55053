import shapes from './country-shapes.json';

/**
 * One country outline of `country-shapes.json` (made by `scripts/generate-country-shapes.mjs`): an SVG
 * path on the country's own equirectangular grid, where x = lon · sx and y = −lat · sy.
 */
export interface CountryShape {
  /** Padded bounding box of the main landmass: [x, y, width, height]. */
  viewBox: [number, number, number, number];
  sx: number;
  sy: number;
  /** Longitudes run 0…360 (countries across the antimeridian). */
  wrap?: boolean;
  d: string;
}

const SHAPES = shapes as unknown as Record<string, CountryShape>;

/** The outline of the country with this ISO 3166-1 numeric code, if it has one. */
export function getCountryShape(numericCode: string): CountryShape | undefined {
  return Object.hasOwn(SHAPES, numericCode) ? SHAPES[numericCode] : undefined;
}

/** A latitude/longitude on the shape's grid. */
export function projectPoint(shape: CountryShape, latitude: number, longitude: number): [number, number] {
  const lon = shape.wrap && longitude < 0 ? longitude + 360 : longitude;
  return [lon * shape.sx, -latitude * shape.sy];
}

/**
 * The shape's viewBox, widened to take in `point` when it lies outside the main landmass (an outbreak
 * in Alaska, Hawaii or an overseas region), with the same relative margin.
 */
export function viewBoxAround(shape: CountryShape, point: [number, number] | null): number[] {
  let [x, y, width, height] = shape.viewBox;
  const isOutside =
    point !== null && (point[0] < x || point[0] > x + width || point[1] < y || point[1] > y + height);
  if (point && isOutside) {
    const [px, py] = point;
    const margin = Math.max(width, height) * 0.08;
    const minX = Math.min(x, px - margin);
    const minY = Math.min(y, py - margin);
    const maxX = Math.max(x + width, px + margin);
    const maxY = Math.max(y + height, py + margin);
    [x, y, width, height] = [minX, minY, maxX - minX, maxY - minY];
  }
  return [x, y, width, height].map((value) => Math.round(value * 100) / 100);
}
