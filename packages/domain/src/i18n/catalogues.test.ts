import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../import-rules.js';
import { AUTH_MESSAGE_DESCRIPTORS, AUTH_MESSAGES, MESSAGES } from '../messages.js';
import { LOCALE_MESSAGES } from './locales.js';
import {
  acceptLanguageTags,
  localeDirection,
  preferredLocale,
  TRANSLATED_LOCALES,
  type Locale,
} from './index.js';
import { catalogueMessages, formatMessage, localizeEnglish, type CatalogueFile } from './messages.js';

const read = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../catalogues/${name}.json`, import.meta.url), 'utf8'),
  ) as CatalogueFile;
const source = read('en');
const catalogues = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, read(locale)])) as Record<
  Locale,
  CatalogueFile
>;

/** The arguments and tags a message uses: a translation must keep them all and add none. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

describe('catalogues', () => {
  it.each(TRANSLATED_LOCALES)('%s has every message of the source, and no other', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(TRANSLATED_LOCALES)('%s: each message parses as ICU with the English placeholders', (locale) => {
    for (const [id, entry] of Object.entries(catalogues[locale])) {
      const english = placeholders(parse(source[id].message));
      expect([...placeholders(parse(entry.message))].sort(), `${locale} ${id}`).toEqual([...english].sort());
      expect(entry.description, `${locale} ${id}`).toBe(source[id].description);
      expect(typeof entry.needsReview, `${locale} ${id}`).toBe('boolean');
    }
  });
});

describe('plural messages in each language', () => {
  const attempts = AUTH_MESSAGE_DESCRIPTORS.tooManyAttempts;
  const format = (locale: Locale, minutes: number) =>
    formatMessage(attempts, { minutes }, locale, catalogueMessages(catalogues[locale]));

  it('keeps English exactly as before', () => {
    expect(AUTH_MESSAGES.tooManyAttempts(1)).toBe(
      'Too many attempts for this account. Please try again in 1 minute.',
    );
    expect(AUTH_MESSAGES.tooManyAttemptsSeconds(30)).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(MESSAGES.minLength(8)).toBe('Minimum length is 8 characters');
    expect(LOCALE_MESSAGES.unknownLanguage).toBe('Language must be one of: en, fr, es, pt, ar, ru, zh.');
  });

  it('uses the six Arabic forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => format('ar', n))).toEqual([
      'محاولات كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى بعد 0 دقيقة.',
      'محاولات كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
      'محاولات كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى بعد دقيقتين.',
      'محاولات كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى بعد 3 دقائق.',
      'محاولات كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى بعد 11 دقيقة.',
      'محاولات كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى بعد 100 دقيقة.',
    ]);
  });

  it('uses the Russian forms', () => {
    expect([1, 3, 5, 21].map((n) => format('ru', n).match(/через (.+)\.$/)?.[1])).toEqual([
      '1 минуту',
      '3 минуты',
      '5 минут',
      '21 минуту',
    ]);
  });

  it('uses one and other in French, Spanish and Portuguese, and one form in Chinese', () => {
    expect(format('fr', 1)).toMatch(/dans 1 minute\.$/);
    expect(format('fr', 15)).toMatch(/dans 15 minutes\.$/);
    expect(format('es', 1)).toMatch(/1 minuto\.$/);
    expect(format('pt', 2)).toMatch(/2 minutos\.$/);
    expect(format('zh', 1)).toContain('1 分钟');
    expect(format('zh', 5)).toContain('5 分钟');
  });
});

describe('formatMessage', () => {
  const message = (defaultMessage: string) => ({ id: 'test.format', defaultMessage, description: '' });

  it('gives a text without arguments as written, and unquotes ICU escapes', () => {
    expect(formatMessage(message('Reports, newest first'))).toBe('Reports, newest first');
    expect(formatMessage(message("It''s {count} o''clock"), { count: 5 })).toBe("It's 5 o'clock");
    expect(formatMessage(message("It''s late"))).toBe("It's late");
  });

  it('formats numbers and plurals by the language of the text it takes', () => {
    const cases = message('{count, plural, one {# case} other {# cases}}');
    const translated = { 'test.format': '{count, plural, one {# cas} other {# cas}}' };
    expect(formatMessage(cases, { count: 1234 })).toBe('1,234 cases');
    expect(formatMessage(cases, { count: 1234 }, 'fr', translated)).toBe('1\u202f234 cas');
    // English again after French: the number formats each language keeps are its own.
    expect(formatMessage(cases, { count: 1 })).toBe('1 case');
    expect(formatMessage(cases, { count: 1234 }, 'ar', {})).toBe('1,234 cases');
  });
});

describe('localizeEnglish', () => {
  const fr = catalogueMessages(catalogues.fr);

  it('finds a message by its English text, with the values it holds', () => {
    expect(localizeEnglish(AUTH_MESSAGES.invalidCredentials, 'fr', fr)).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(localizeEnglish(MESSAGES.maxLength(100), 'fr', fr)).toBe(
      'La longueur maximale est de 100 caractères',
    );
    expect(localizeEnglish(AUTH_MESSAGES.tooManyAttemptsSeconds(1), 'fr', fr)).toBe(
      'Trop de tentatives. Veuillez patienter 1 seconde et réessayer.',
    );
  });

  it('reads back which option of a select the English text took, and an `other` option’s own value', () => {
    const ar = catalogueMessages(catalogues.ar);
    expect(localizeEnglish(IMPORT_MESSAGES.required('disease'), 'fr', fr)).toBe(
      'Le champ «\u00a0Maladie\u00a0» est vide.',
    );
    expect(localizeEnglish(IMPORT_MESSAGES.tooLong('description', 5000), 'ar', ar)).toBe(
      'الحقل «الوصف» أطول من 5000 حرف.',
    );
    expect(localizeEnglish(IMPORT_MESSAGES.unknownHeader('secondary_cases', 'R'), 'fr', fr)).toBe(
      'La colonne «\u00a0R\u00a0» choisie pour le champ «\u00a0Cas secondaires (R0)\u00a0» n’est pas dans le fichier.',
    );
    expect(localizeEnglish('Region is empty.', 'fr', fr)).toBe('Le champ «\u00a0Region\u00a0» est vide.');
  });

  it('takes the message that spells most of the text when a shorter pattern fits too', () => {
    // "No country {value}." (DHIS2 mapping) fits the import's refusal as well, with a long value.
    expect(localizeEnglish(IMPORT_MESSAGES.unknownCountry('Kosovo'), 'fr', fr)).toBe(
      'Aucun pays ne porte le nom ou le code «\u00a0Kosovo\u00a0».',
    );
    expect(localizeEnglish('No country XK.', 'fr', fr)).not.toContain('No country');
  });

  it('leaves other texts, and English, as they are', () => {
    expect(localizeEnglish('Something else entirely.', 'fr', fr)).toBe('Something else entirely.');
    expect(localizeEnglish(AUTH_MESSAGES.invalidCredentials, 'en', fr)).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
  });
});

describe('choosing a language', () => {
  it('reads Accept-Language by weight and takes the first language the app speaks', () => {
    expect(acceptLanguageTags('de-CH, fr;q=0.8, en;q=0.9')).toEqual(['de-CH', 'en', 'fr']);
    expect(preferredLocale(acceptLanguageTags('de-CH, fr;q=0.9, en;q=0.8'))).toBe('fr');
    expect(preferredLocale(['zh-Hans-CN'])).toBe('zh');
    expect(preferredLocale(['pt-BR'])).toBe('pt');
    expect(preferredLocale(['de', 'it'])).toBe('en');
    expect(preferredLocale(acceptLanguageTags('fr;q=0, *'))).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('fr')).toBe('ltr');
  });
});
