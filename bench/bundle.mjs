// Bundle budget of DESIGN.md §8: gzipped JavaScript the first page needs, and the chunks that only the
// map and the analytics pages load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function benchBundle() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const first = firstPage.reduce((sum, file) => sum + gz(file), 0);
  const rows = [
    { part: 'first page (entry and preloads)', files: firstPage.length, gzip: kb(first), budget: '200 KB' },
  ];
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  for (const [label, pattern] of [
    ['map page chunks', /^(map-page|country-map|use-boundaries|leaflet)/],
    ['analytics page chunks', /^(analytics|chart|recharts)/],
    ['shared point map', /^point-map/],
  ]) {
    const files = assets.filter((f) => pattern.test(f));
    rows.push({
      part: label,
      files: files.length,
      gzip: kb(files.reduce((s, f) => s + gz(`assets/${f}`), 0)),
      budget: 'lazy',
    });
  }
  console.log('\nWeb bundle (gzip)');
  console.table(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) benchBundle();
