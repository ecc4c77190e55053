// Bundle budget of DESIGN.md §8: gzipped JavaScript the first page needs, and the chunks that only the
// map and the analytics pages load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `file` and the chunks it imports statically (`import"./x.js"`, `from"./x.js"`), not `import("./x.js")`. */
function staticClosure(file, files = new Set()) {
  if (files.has(file)) return files;
  files.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const [, name] of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g)) {
    staticClosure(`assets/${name}`, files);
  }
  return files;
}

export function benchBundle() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  // The entry imports the app's start once the page has painted (src/main.tsx): both are the first page's.
  const firstPage = new Set();
  for (const entry of entries) {
    staticClosure(entry, firstPage);
    const start = /import\("\.\/(start-[\w-]+\.js)"\)/.exec(readFileSync(path.join(dist, entry), 'utf8'));
    if (start) staticClosure(`assets/${start[1]}`, firstPage);
  }
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const first = [...firstPage].reduce((sum, file) => sum + gz(file), 0);
  const rows = [
    {
      part: 'first page (entry and the app’s start)',
      files: firstPage.size,
      gzip: kb(first),
      budget: '200 KB',
    },
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
