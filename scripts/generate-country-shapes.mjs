// Generates apps/web/src/features/outbreaks/locator/country-shapes.json: one small SVG outline per
// country, keyed by ISO 3166-1 numeric code, for the locator maps of the reports feed.
//
// Boundaries: Natural Earth 1:50m admin-0 countries (public domain, https://www.naturalearthdata.com/),
// as TopoJSON from the `world-atlas` package (ISC licence, https://github.com/topojson/world-atlas).
//
// Each country is projected on its own equirectangular projection whose standard parallel is the
// middle latitude of its main landmass (x = lon · cos φ0, y = −lat), so high-latitude countries are not
// stretched. Countries crossing the antimeridian (Russia, Fiji, the United States with the Aleutians)
// are drawn on 0°…360° longitudes instead of −180°…180° when that makes them narrower, and the viewBox
// is the padded bounding box of the main landmass only; the locator widens it at render time when the
// outbreak lies outside. Rings are simplified with Douglas–Peucker and coordinates are rounded to whole
// units of a per-country grid (at least 0.1°), written as relative path commands.
//
// Output is deterministic: run `npm run shapes:generate` (or `node scripts/generate-country-shapes.mjs`)
// and commit the JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const output = fileURLToPath(
  new URL('../apps/web/src/features/outbreaks/locator/country-shapes.json', import.meta.url),
);

/** Natural Earth features without an ISO code that belong, in ISO 3166-1, to a coded country. */
const MERGE_BY_NAME = { Somaliland: '706', 'N. Cyprus': '196' };

/** Polygons at least this share of the largest one's true area set the viewBox. */
const MAIN_AREA_SHARE = 0.25;
/** Polygons outside the main viewBox are kept only from this share of the largest one's area. */
const OUTLYING_AREA_SHARE = 0.02;
/** Douglas–Peucker tolerance, as a share of the main landmass's larger side. */
const TOLERANCE_SHARE = 0.004;
/** Padding around the main landmass, as a share of its larger side. */
const PADDING_SHARE = 0.06;
/** The grid has at least this many units across the main landmass (and at least 10 per degree). */
const MIN_UNITS_ACROSS = 100;

const round = (value, digits) => Number(value.toFixed(digits));

function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  }
  return Math.abs(sum / 2);
}

function bboxOf(points) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

const unionBox = (a, b) => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];
const overlaps = (a, b) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

const wrapLongitude = (lon) => (lon < 0 ? lon + 360 : lon);

/** Polygons of a country as [lon, lat] rings, optionally on 0…360 longitudes. */
function framePolygons(polygons, wrap) {
  return polygons.map((rings) =>
    rings.map((ring) => ring.map(([lon, lat]) => [wrap ? wrapLongitude(lon) : lon, lat])),
  );
}

function describePolygons(polygons) {
  return polygons.map((rings) => {
    const box = bboxOf(rings[0]);
    const midLat = (box[1] + box[3]) / 2;
    // Degree² shrink with latitude; weigh them so islands near the poles do not look larger than they are.
    const area = ringArea(rings[0]) * Math.cos((midLat * Math.PI) / 180);
    return { rings, box, area };
  });
}

function widthOf(described) {
  const largest = Math.max(...described.map((polygon) => polygon.area));
  const significant = described.filter((polygon) => polygon.area >= largest * 0.01);
  const box = significant.map((polygon) => polygon.box).reduce(unionBox);
  return box[2] - box[0];
}

function perpendicularDistance(point, start, end) {
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(point[0] - start[0], point[1] - start[1]);
  return Math.abs(dy * point[0] - dx * point[1] + end[0] * start[1] - end[1] * start[0]) / length;
}

/** Douglas–Peucker, iterative so that long coastlines cannot overflow the stack. */
function simplify(points, tolerance) {
  if (points.length <= 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(points[i], points[first], points[last]);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

function formatNumber(value) {
  return String(value);
}

/** "M x y l dx dy …z" with the sign as separator where it can be. */
function ringToPath(ring) {
  const parts = [];
  let [prevX, prevY] = ring[0];
  parts.push(`M${formatNumber(prevX)} ${formatNumber(prevY)}l`);
  let first = true;
  for (const [x, y] of ring.slice(1, -1)) {
    const dx = x - prevX;
    const dy = y - prevY;
    const pair = `${formatNumber(dx)}${dy < 0 ? '' : ' '}${formatNumber(dy)}`;
    parts.push(first || dx < 0 ? pair : ` ${pair}`);
    first = false;
    prevX = x;
    prevY = y;
  }
  parts.push('z');
  return parts.join('');
}

function buildShape(polygons) {
  const candidates = [false, true].map((wrap) => {
    const described = describePolygons(framePolygons(polygons, wrap));
    return { wrap, described, width: widthOf(described) };
  });
  // Prefer the ordinary frame unless 0…360 is clearly narrower (a country across the antimeridian).
  const chosen = candidates[1].width < candidates[0].width - 1 ? candidates[1] : candidates[0];
  const { described, wrap } = chosen;

  const largest = Math.max(...described.map((polygon) => polygon.area));
  const mainBox = described
    .filter((polygon) => polygon.area >= largest * MAIN_AREA_SHARE)
    .map((polygon) => polygon.box)
    .reduce(unionBox);

  const midLat = (mainBox[1] + mainBox[3]) / 2;
  const cosLat = Math.max(Math.cos((midLat * Math.PI) / 180), 0.2);
  const widthDeg = (mainBox[2] - mainBox[0]) * cosLat;
  const heightDeg = mainBox[3] - mainBox[1];
  const sizeDeg = Math.max(widthDeg, heightDeg, 0.01);
  const unitsPerDegree = Math.max(10, 10 ** Math.ceil(Math.log10(MIN_UNITS_ACROSS / sizeDeg)));
  const sx = round(unitsPerDegree * cosLat, 6);
  const sy = unitsPerDegree;
  const project = ([lon, lat]) => [lon * sx, -lat * sy];

  const sizeUnits = sizeDeg * unitsPerDegree;
  const tolerance = sizeUnits * TOLERANCE_SHARE;
  const padding = sizeUnits * PADDING_SHARE;
  const viewBox = [Math.floor(mainBox[0] * sx - padding), Math.floor(-mainBox[3] * sy - padding), 0, 0];
  viewBox[2] = Math.ceil(mainBox[2] * sx + padding) - viewBox[0];
  viewBox[3] = Math.ceil(-mainBox[1] * sy + padding) - viewBox[1];

  const paddedMain = [mainBox[0] - 1, mainBox[1] - 1, mainBox[2] + 1, mainBox[3] + 1];
  const paths = [];
  for (const polygon of described) {
    if (!overlaps(polygon.box, paddedMain) && polygon.area < largest * OUTLYING_AREA_SHARE) continue;
    for (const ring of polygon.rings) {
      const projected = ring.map(project);
      const [minX, minY, maxX, maxY] = bboxOf(projected);
      // A ring smaller than the tolerance would be a speck at locator size.
      if (Math.max(maxX - minX, maxY - minY) < tolerance * 1.5) continue;
      const rounded = [];
      for (const point of simplify(projected, tolerance)) {
        const next = [Math.round(point[0]), Math.round(point[1])];
        const previous = rounded[rounded.length - 1];
        if (!previous || previous[0] !== next[0] || previous[1] !== next[1]) rounded.push(next);
      }
      if (rounded.length < 4) continue;
      const [firstPoint] = rounded;
      const lastPoint = rounded[rounded.length - 1];
      if (firstPoint[0] !== lastPoint[0] || firstPoint[1] !== lastPoint[1]) rounded.push(firstPoint);
      paths.push(ringToPath(rounded));
    }
  }
  if (paths.length === 0) return null;
  return { viewBox, sx, sy, ...(wrap ? { wrap: true } : {}), d: paths.join('') };
}

const countries = feature(topology, topology.objects.countries).features;
const polygonsById = new Map();
for (const country of countries) {
  const id = country.id ?? MERGE_BY_NAME[country.properties?.name];
  if (id === undefined || country.geometry === null) continue;
  const { type, coordinates } = country.geometry;
  const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : [];
  polygonsById.set(id, [...(polygonsById.get(id) ?? []), ...polygons]);
}

const shapes = {};
for (const id of [...polygonsById.keys()].sort()) {
  const shape = buildShape(polygonsById.get(id));
  if (shape) shapes[id] = shape;
}

// Written as the repository's formatter would write it, so `prettier --check` passes on the result.
const json = await prettier.format(JSON.stringify(shapes), {
  ...(await prettier.resolveConfig(output)),
  filepath: output,
});
writeFileSync(output, json);
console.log(
  `Wrote ${Object.keys(shapes).length} country shapes (${(json.length / 1024).toFixed(1)} KB) to ${output}`,
);
