import { catalogueMessages, type CatalogueFile, type Locale, type Messages } from '@outbreak-watch/domain';
import { loadCountryNames } from './country-names';

/**
 * Each language's catalogue is its own chunk, fetched only when that language is chosen (with its
 * country names): English is the messages' defaults and needs none.
 */
const FILES = import.meta.glob<CatalogueFile>(
  ['../../../../../packages/domain/catalogues/*.json', '!**/en.json'],
  { import: 'default' },
);

const loaded = new Map<Locale, Messages>();

/** English's catalogue: none, the defaults. One object, so that a provider given it sees no change. */
const ENGLISH: Messages = Object.freeze({});

/** The catalogue of `locale` once loaded. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return locale === 'en' ? ENGLISH : loaded.get(locale);
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = loadedMessages(locale);
  if (known) return known;
  const file = Object.entries(FILES).find(([name]) => name.endsWith(`/${locale}.json`))?.[1];
  const [messages] = await Promise.all([
    file ? file().then(catalogueMessages) : {},
    loadCountryNames(locale),
  ]);
  loaded.set(locale, messages);
  return messages;
}
