import {
  DEFAULT_LOCALE,
  isLocale,
  localizeEnglish,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languageTag,
  localeDirection,
  preferredLocale,
  type Locale,
  type Messages,
} from '@outbreak-watch/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { setFormatLocale } from '../format';
import { getSessionUser, subscribeToSession } from '../session';
import { loadedMessages, loadMessages } from './catalogues';

export interface LocaleState {
  locale: Locale;
  messages: Messages;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function storedChoice(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language the app starts in: the signed-in person's stored choice, else this browser's remembered
 * choice, else the first of the browser's languages the app speaks, else English.
 */
export function initialLocale(): Locale {
  const stored = getSessionUser()?.language;
  if (isLocale(stored)) return stored;
  const remembered = storedChoice();
  if (remembered) return remembered;
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

const ENGLISH_STATE: LocaleState = { locale: DEFAULT_LOCALE, messages: loadedMessages(DEFAULT_LOCALE) ?? {} };

let state: LocaleState = ENGLISH_STATE;
const listeners = new Set<() => void>();

/** `<html lang dir>` and the number and date formats follow the language. */
function apply(locale: Locale): void {
  setFormatLocale(locale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTag(locale);
  document.documentElement.dir = localeDirection(locale);
}

let request = 0;

/** Shows the app in `locale` once its catalogue is here (a later choice wins over a slower one). */
async function show(locale: Locale): Promise<void> {
  const current = ++request;
  const messages = loadedMessages(locale) ?? (await loadMessages(locale));
  if (current !== request) return;
  apply(locale);
  // The same language again (the app starting in the one it already shows) re-renders nothing: every
  // screen would otherwise render a second time, at once and in one piece, as it first appears.
  if (state.locale === locale && state.messages === messages) return;
  state = { locale, messages };
  for (const listener of listeners) listener();
}

/** Kept in the browser, and in a cookie so the server's pages and answers start in it too. */
function remember(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The person's choice: shown at once and remembered on this device. */
export function chooseLocale(locale: Locale): Promise<void> {
  remember(locale);
  return show(locale);
}

let started = false;

/**
 * Loads the starting language's catalogue (before the first render, so no English flashes), and
 * follows a person's stored language when they sign in.
 */
export function startLocale(): Promise<void> {
  if (!started) {
    started = true;
    // Signing in (another person, or someone after a visitor) switches to their stored language; later
    // changes of the session (a refreshed token) leave the language as it is.
    let signedIn = getSessionUser()?.id ?? null;
    subscribeToSession(() => {
      const user = getSessionUser();
      const isNewPerson = user !== null && user.id !== signedIn;
      signedIn = user?.id ?? null;
      if (isNewPerson && isLocale(user.language) && user.language !== state.locale) {
        void chooseLocale(user.language);
      }
    });
  }
  return show(initialLocale());
}

export const getLocaleState = (): LocaleState => state;

/**
 * `render`'s result with the app's language set to `next` while it runs (a synchronous render on the
 * server, for a page's frame in the reader's language); the language before it is kept.
 */
export function renderInLocale<T>(next: LocaleState, render: () => T): T {
  const previous = state;
  state = next;
  setFormatLocale(next.locale);
  try {
    return render();
  } finally {
    state = previous;
    setFormatLocale(previous.locale);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language as `LocaleProvider` holds it: one subscription to the language for the whole app,
 * handed down to the many components that format texts (a subscription in each of them would cost
 * every one of them an effect as it first renders).
 */
export const LocaleStateContext = createContext<LocaleState | null>(null);

/** The language's state, followed: for `LocaleProvider`, which hands it down. */
export function useLocaleStore(): LocaleState {
  return useSyncExternalStore(subscribe, getLocaleState, getLocaleState);
}

/**
 * The app's language and its catalogue, re-rendering when they change. Outside `LocaleProvider` (a
 * component rendered on its own, a page's frame on the server) it is the language as it stands.
 */
export function useLocaleState(): LocaleState {
  return useContext(LocaleStateContext) ?? state;
}

/** Back to English, remembering nothing (between tests). */
export function resetLocale(): void {
  request++;
  apply(DEFAULT_LOCALE);
  state = ENGLISH_STATE;
  for (const listener of listeners) listener();
}

/**
 * Shows a shared message that code holds in English (a schema's field message) in the app's language;
 * other texts as they are.
 */
export function useLocalizeEnglish(): (text: string) => string {
  const { locale, messages } = useLocaleState();
  return (text) => localizeEnglish(text, locale, messages);
}
