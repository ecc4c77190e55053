/**
 * The catalogues' source: writes `packages/domain/catalogues/en.json` (every message's id, English text
 * and note for translators, the file a translation platform takes as its source) from the messages
 * declared in code, and lists what each language's catalogue lacks or holds beyond them.
 *
 *   npx tsx scripts/i18n-catalogues.ts          # write en.json, report the other catalogues
 *   npx tsx scripts/i18n-catalogues.ts --check  # fail when en.json is stale or a catalogue lacks a message
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedMessages, TRANSLATED_LOCALES, type CatalogueFile } from '@outbreak-watch/domain';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogues = path.join(root, 'packages/domain/catalogues');

/** The web app and the server declare their messages in `messages.ts` files, one per converted folder. */
function messageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return messageFiles(file);
    return name === 'messages.ts' ? [file] : [];
  });
}

for (const app of ['apps/web/src', 'apps/server/src']) {
  for (const file of messageFiles(path.join(root, app))) await import(pathToFileURL(file).href);
}

const source: CatalogueFile = Object.fromEntries(
  sharedMessages()
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((message) => [message.id, { message: message.defaultMessage, description: message.description }]),
);
const text = `${JSON.stringify(source, null, 2)}\n`;
const check = process.argv.includes('--check');
const sourceFile = path.join(catalogues, 'en.json');
let problems = 0;
if (check) {
  if (readFileSync(sourceFile, 'utf8') !== text) {
    console.error('en.json is out of date: run npx tsx scripts/i18n-catalogues.ts');
    problems++;
  }
} else {
  writeFileSync(sourceFile, text);
}
for (const locale of TRANSLATED_LOCALES) {
  const catalogue = JSON.parse(
    readFileSync(path.join(catalogues, `${locale}.json`), 'utf8'),
  ) as CatalogueFile;
  const missing = Object.keys(source).filter((id) => !(id in catalogue));
  const extra = Object.keys(catalogue).filter((id) => !(id in source));
  const review = Object.values(catalogue).filter((entry) => entry.needsReview).length;
  console.log(`${locale}: ${missing.length} missing, ${extra.length} not in code, ${review} to review`);
  for (const id of missing) console.log(`  missing ${id}`);
  for (const id of extra) console.log(`  not in code ${id}`);
  problems += missing.length + extra.length;
}
if (check && problems > 0) process.exit(1);
