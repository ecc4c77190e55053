/**
 * The languages of the app: WHO's six official languages and Portuguese. English is the source: its
 * texts are the messages' defaults in code; every other language is a catalogue
 * (`packages/domain/catalogues/<code>.json`). Each is named in itself, as a switcher lists it.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages that have a catalogue (all but the source language). */
export const TRANSLATED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);

export const localeDirection = (locale: Locale): 'ltr' | 'rtl' =>
  LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';

/**
 * The tag written in `lang` and `Content-Language`, and given to Intl: Chinese is Simplified Chinese
 * (`zh-Hans`); the others are their code.
 */
export const languageTag = (locale: Locale): string => (locale === 'zh' ? 'zh-Hans' : locale);
