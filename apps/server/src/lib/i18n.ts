import { readFileSync } from 'node:fs';
import {
  acceptLanguageTags,
  catalogueMessages,
  DEFAULT_LOCALE,
  formatMessage,
  isLocale,
  LANGUAGE_COOKIE,
  localeOfTag,
  localizeEnglish,
  TRANSLATED_LOCALES,
  type CatalogueFile,
  type Locale,
  type MessageDescriptor,
  type Messages,
  type MessageValues,
} from '@outbreak-watch/domain';
import type { FastifyRequest } from 'fastify';

/** The domain package's catalogues, beside its `src` and `dist` alike. */
const CATALOGUE_DIR = new URL('../../../../packages/domain/catalogues/', import.meta.url);

let catalogues: Map<Locale, Messages> | undefined;

/** Every language's catalogue, read once on first use. */
export function catalogueOf(locale: Locale): Messages {
  catalogues ??= new Map(
    TRANSLATED_LOCALES.map((code) => [
      code,
      catalogueMessages(
        JSON.parse(readFileSync(new URL(`${code}.json`, CATALOGUE_DIR), 'utf8')) as CatalogueFile,
      ),
    ]),
  );
  return catalogues.get(locale) ?? {};
}

/**
 * The language a visitor's request asks for: their choice (its cookie), else the first of the
 * browser's `Accept-Language` the app speaks (the web app sends its own language there); none when it
 * names no language the app speaks.
 */
export function askedLocale(request: FastifyRequest): Locale | undefined {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  for (const tag of acceptLanguageTags(request.headers['accept-language'])) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language the server answers a request in: the signed-in person's stored choice, else the one
 * the request asks for, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const stored = request.user?.language;
  if (isLocale(stored)) return stored;
  return askedLocale(request) ?? DEFAULT_LOCALE;
}

/** A shared message's English text in `locale`; other texts as they are. */
export const localize = (text: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? text : localizeEnglish(text, locale, catalogueOf(locale));

/** Formats messages in one language. */
export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/** A formatter of messages in `locale`, with that language's catalogue. */
export const translator =
  (locale: Locale): Translate =>
  (descriptor, values) =>
    formatMessage(descriptor, values, locale, catalogueOf(locale));

/**
 * The language of what is written to a person (an e-mail, a notification): their stored choice, else
 * the language of the request that caused it, else English.
 */
export const recipientLocale = (stored: unknown, fallback: Locale = DEFAULT_LOCALE): Locale =>
  isLocale(stored) ? stored : fallback;
