// Writes .gz and .br beside every text asset of the web build; the server sends them to browsers that
// accept them (@fastify/static's preCompressed), so nothing is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`compressed ${count} web assets`);
