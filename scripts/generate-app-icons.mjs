// Draws the web app manifest's icons (apps/web/public/icons/) from apps/web/public/favicon.svg in
// headless Chromium: the plain icon at 192 and 512 px, and the maskable one, whose globe sits inside
// the central 80% safe zone on the brand colour so that any mask shape (circle, squircle) keeps it.
// Run it again after changing the favicon: node scripts/generate-app-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const svg = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const BRAND = '#0f766e';
/** The plain icon keeps its rounded corners; the maskable one is a full square the platform masks. */
const maskableSvg = svg
  .replace('rx="8"', 'rx="0"')
  .replace(/<svg [^>]*>/, (open) => `${open}<g transform="translate(3.2 3.2) scale(0.8)">`)
  .replace('</svg>', '</g></svg>')
  .replace(/<g transform/, `<rect width="32" height="32" fill="${BRAND}"/><g transform`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const [name, source] of [
    ['icon', svg],
    ['icon-maskable', maskableSvg],
  ]) {
    for (const size of [192, 512]) {
      await page.setViewportSize({ width: size, height: size });
      const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      const png = await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      });
      writeFileSync(`${publicDir}icons/${name}-${size}.png`, png);
      console.log(`icons/${name}-${size}.png`);
    }
  }
} finally {
  await browser.close();
}
