import { z } from 'zod';
import { LOCALE_CODES, isLocale, DEFAULT_LOCALE, type Locale } from './locale-codes.js';
import { defineMessages, formatMessage } from './messages.js';

export const LOCALE_MESSAGE_DESCRIPTORS = defineMessages({
  unknownLanguage: {
    id: 'api.language.unknown',
    defaultMessage: 'Language must be one of: {codes}.',
    description: 'A language code the app does not know; codes lists the known ones (en, fr, …).',
  },
});

export const LOCALE_MESSAGES = {
  unknownLanguage: formatMessage(LOCALE_MESSAGE_DESCRIPTORS.unknownLanguage, {
    codes: LOCALE_CODES.join(', '),
  }),
} as const;

export const LocaleSchema = z.enum(LOCALE_CODES, { error: LOCALE_MESSAGES.unknownLanguage });

/** Where a visitor's choice is kept: the browser's storage, and a cookie the server's pages read. */
export const LANGUAGE_STORAGE_KEY = 'outbreak-watch.language';
export const LANGUAGE_COOKIE = 'ow_lang';

/** A language tag (`pt-BR`, `zh-Hans-CN`, `ar`) as one of the app's languages, if it is one. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/** The first of the browser's languages (in order of preference) the app speaks, else English. */
export function preferredLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** An `Accept-Language` header's languages by their weight (`fr-CH, fr;q=0.9, en;q=0.8`). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
