import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, languageTag, type Locale } from './locale-codes.js';

/**
 * A message as code declares it (FormatJS's descriptor): a stable id, the English text in ICU message
 * syntax, and a note for translators.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description: string;
}

/** One language's catalogue as the app reads it: id -> translated ICU message. */
export type Messages = Record<string, string>;

/**
 * A catalogue file (`catalogues/<code>.json`): Chrome's JSON message format, which translation
 * platforms read, with each entry's review state beside its text.
 */
export type CatalogueFile = Record<string, { message: string; description: string; needsReview?: boolean }>;

/** The texts of a catalogue file. */
export const catalogueMessages = (file: CatalogueFile): Messages =>
  Object.fromEntries(Object.entries(file).map(([id, entry]) => [id, entry.message]));

export interface DefineOptions {
  /**
   * Words only screens show, never part of a message the server or a schema sends: `localizeEnglish`
   * does not read them back out of English, so a short pattern ("Export {holds}") cannot take an API
   * message that happens to begin alike ("Export not found.").
   */
  screenOnly?: boolean;
}

/** `defineMessages`' option for words only screens show. */
export const SCREEN_ONLY: DefineOptions = { screenOnly: true };

/** The ids declared `screenOnly`. */
const screenOnlyIds = new Set<string>();

/** Every message shared by the server and the web, by id. */
const REGISTRY = new Map<string, MessageDescriptor>();

/**
 * Declares messages (FormatJS's `defineMessages`) and records them, so that the server and the web can
 * find a message by its English text.
 */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
  options: DefineOptions = {},
): Record<K, MessageDescriptor> {
  for (const descriptor of Object.values<MessageDescriptor>(messages)) {
    const known = REGISTRY.get(descriptor.id);
    if (known && known.defaultMessage !== descriptor.defaultMessage) {
      throw new Error(`Message id ${descriptor.id} is declared twice with different texts.`);
    }
    REGISTRY.set(descriptor.id, descriptor);
    if (options.screenOnly) screenOnlyIds.add(descriptor.id);
  }
  return messages;
}

/** The English texts of declared messages, key by key: what services send, data (files, feeds) keep and tests expect. */
export const englishTexts = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, string> =>
  Object.fromEntries(
    Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, message.defaultMessage]),
  ) as Record<K, string>;

/** Every shared message declared so far. */
export const sharedMessages = (): MessageDescriptor[] => [...REGISTRY.values()];

export type MessageValues = Record<string, string | number>;

/**
 * The locale a language tag resolves to. IntlMessageFormat asks the runtime for every message it
 * builds (`Intl.NumberFormat.supportedLocalesOf`, slow on a phone, where a page builds hundreds); the
 * answer for a tag never changes, so it is asked once. react-intl builds its messages with the same
 * class and gains alike.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocaleOnce(locales));
  return resolvedLocales.get(key);
};

/**
 * Loads the runtime's data for `tag` (its first `Intl` call, which a phone takes tens of milliseconds
 * over) ahead of the first message, so that a page can pay it in a task of its own rather than in the
 * one that renders.
 */
export function prepareLocale(tag: string): void {
  IntlMessageFormat.resolveLocale(tag);
  new Intl.PluralRules(tag).select(1);
}

/** One number format, date format and plural rules per locale and options, shared by every message. */
const intlObjects = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function shared<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  args: unknown[],
  create: () => T,
): T {
  const key = `${kind}\u0000${JSON.stringify(args)}`;
  let object = intlObjects.get(key);
  if (!object) {
    object = create();
    intlObjects.set(key, object);
  }
  return object as T;
}

const FORMATTERS = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    shared('number', args, () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    shared('date', args, () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    shared('plural', args, () => new Intl.PluralRules(...args)),
};

/** A message with no argument, tag or escaped quote in it: its text is what it shows. */
const isPlainText = (source: string) => !/[{}<]|''/.test(source);

const formats = new Map<string, IntlMessageFormat>();

/** `descriptor` in `locale`: the catalogue's text when it has one, else the English default. */
export function formatMessage(
  descriptor: MessageDescriptor,
  values: MessageValues = {},
  locale: Locale = DEFAULT_LOCALE,
  messages: Messages = {},
): string {
  const translated = locale === DEFAULT_LOCALE ? undefined : messages[descriptor.id];
  const source = translated ?? descriptor.defaultMessage;
  if (isPlainText(source)) return source;
  const tag = translated === undefined ? 'en' : languageTag(locale);
  const key = `${tag}\u0000${source}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, tag, undefined, { formatters: FORMATTERS });
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** Marks a name of `patternOf` that records a select's option: `\u0001argument\u0001key`. */
const SELECTED = '\u0001';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching every English text of `elements`, with one group per argument in `names`. */
function patternOf(elements: MessageFormatElement[], names: string[], pound?: string): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return escapeRegExp(element.value);
      if (element.type === TYPE.pound) {
        names.push(pound ?? '#');
        return '(-?[\\d,.]+)';
      }
      if (element.type === TYPE.plural) {
        const options = Object.values(element.options).map((option) =>
          patternOf(option.value, names, element.value),
        );
        return `(?:${options.join('|')})`;
      }
      if (element.type === TYPE.select) {
        // An empty group before each option records which one the English text took.
        const options = Object.entries(element.options).map(([key, option]) => {
          names.push(`${SELECTED}${element.value}${SELECTED}${key}`);
          return `()${patternOf(option.value, names, pound)}`;
        });
        return `(?:${options.join('|')})`;
      }
      if ('value' in element && typeof element.value === 'string') {
        names.push(element.value);
        return '(.+?)';
      }
      return '';
    })
    .join('');
}

interface EnglishPattern {
  descriptor: MessageDescriptor;
  pattern: RegExp;
  names: string[];
}

let englishIndex: { exact: Map<string, MessageDescriptor>; patterns: EnglishPattern[]; size: number } | null =
  null;

function englishLookup() {
  if (englishIndex?.size === REGISTRY.size) return englishIndex;
  const exact = new Map<string, MessageDescriptor>();
  const patterns: EnglishPattern[] = [];
  for (const descriptor of REGISTRY.values()) {
    if (screenOnlyIds.has(descriptor.id)) continue;
    const ast = parse(descriptor.defaultMessage);
    if (ast.every((element) => element.type === TYPE.literal)) {
      exact.set(descriptor.defaultMessage, descriptor);
      continue;
    }
    const names: string[] = [];
    patterns.push({ descriptor, pattern: new RegExp(`^${patternOf(ast, names)}$`), names });
  }
  englishIndex = { exact, patterns, size: REGISTRY.size };
  return englishIndex;
}

/** How much of `text` a pattern's match holds as its own words: all but the argument values it read. */
function literalLength(text: string, match: RegExpExecArray, names: string[]): number {
  let read = 0;
  names.forEach((name, index) => {
    if (!name.startsWith(SELECTED)) read += match[index + 1]?.length ?? 0;
  });
  return text.length - read;
}

/**
 * A shared message's English text (as schemas and services produce it) in `locale`, with the values
 * read back out of the English text; a text that is no shared message comes back as it is. When several
 * messages' patterns fit, the one that spells most of the text itself wins: "No country {value}." also
 * fits 'No country is named or coded "X".', which is that message's own text.
 */
export function localizeEnglish(text: string, locale: Locale, messages: Messages): string {
  if (locale === DEFAULT_LOCALE) return text;
  const { exact, patterns } = englishLookup();
  const descriptor = exact.get(text);
  if (descriptor) return formatMessage(descriptor, {}, locale, messages);
  let best: { candidate: EnglishPattern; match: RegExpExecArray; literal: number } | null = null;
  for (const candidate of patterns) {
    const match = candidate.pattern.exec(text);
    if (!match) continue;
    const literal = literalLength(text, match, candidate.names);
    if (!best || literal > best.literal) best = { candidate, match, literal };
  }
  if (!best) return text;
  const { candidate, match } = best;
  const values: MessageValues = {};
  const selected: [string, string][] = [];
  candidate.names.forEach((name, index) => {
    const value = match[index + 1];
    if (value === undefined) return;
    if (name.startsWith(SELECTED)) {
      const [, argument, key] = name.split(SELECTED);
      selected.push([argument, key]);
      return;
    }
    if (name in values) return;
    const number = Number(value.replace(/,/g, ''));
    values[name] = /^-?[\d,.]+$/.test(value) && Number.isFinite(number) ? number : value;
  });
  // A select's option, unless the text's own value (an `other` option's) was read already.
  for (const [argument, key] of selected) if (!(argument in values)) values[argument] = key;
  return formatMessage(candidate.descriptor, values, locale, messages);
}
