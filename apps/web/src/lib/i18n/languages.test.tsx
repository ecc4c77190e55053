import {
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  SESSION_STORAGE_KEYS,
  sharedMessages,
  type CatalogueFile,
} from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '../api-client';
import { formatCount, formatMediumDate } from '../format';
import { chooseLocale } from './locale';

// Every folder's messages, declared in its messages.ts (the catalogues' source).
import.meta.glob('../../**/messages.ts', { eager: true });
const CATALOGUES = import.meta.glob<CatalogueFile>('../../../../../packages/domain/catalogues/*.json', {
  eager: true,
  import: 'default',
});
const catalogue = (code: string) =>
  Object.entries(CATALOGUES).find(([name]) => name.endsWith(`/${code}.json`))![1];

/** The header's switcher (the phone menu holds the same one, hidden on wide screens). */
const switcher = (name: string) => screen.getAllByRole('combobox', { name })[0];
const languageSelect = () => switcher('Language');

describe('catalogues', () => {
  it('hold every message the app and the shared package declare, as en.json lists them', () => {
    const declared = sharedMessages();
    expect(declared.length).toBeGreaterThan(200);
    const source = catalogue('en');
    const ids = new Set(declared.map((message) => message.id));
    // Beside them, only the server's own texts (its mails, notifications and request guards), which
    // the server's tests check against this catalogue.
    const serverOnly = Object.keys(source).filter((id) => !ids.has(id));
    expect(serverOnly.filter((id) => !/^(mail|notice|api\.request)\./.test(id))).toEqual([]);
    for (const message of declared) {
      expect(source[message.id]?.message, message.id).toBe(message.defaultMessage);
      for (const { code } of LOCALES.filter((locale) => locale.code !== 'en')) {
        expect(catalogue(code)[message.id]?.message, `${code} ${message.id}`).toBeTruthy();
      }
    }
  });
});

describe('language switcher', () => {
  it('names each language in itself and changes the texts in place, with lang and dir', async () => {
    renderApp('/auth/login?returnUrl=%2Fmap');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(document.documentElement.lang).toBe('en');

    const options = within(languageSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Português',
      'العربية',
      'Русский',
      '中文',
    ]);
    expect(options[4]).toHaveAttribute('lang', 'ar');

    await userEvent.selectOptions(languageSelect(), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.cookie).toContain('ow_lang=fr');

    await userEvent.selectOptions(switcher('Langue'), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // Numbers and dates follow the language.
    expect(formatMediumDate('2026-03-05')).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 5)),
    );
    expect(formatCount(12345)).toBe(new Intl.NumberFormat('ar').format(12345));
  });

  it('starts in the remembered language, and shows field messages in it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio.')).toBeInTheDocument();
  });

  it('keeps English exactly as the spec writes it', async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(formatMediumDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatCount(12345)).toBe('12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
  });

  it('saves a signed-in person’s choice on their profile, and says so when it cannot', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/profile/me', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ language: 'ru' });
      }),
    );
    // A signed-in person on a page they stay on (the sign-in page sends them home).
    renderApp('/information', { user: createTestUser() });
    await findPageHeading();
    await userEvent.selectOptions((await screen.findAllByRole('combobox', { name: 'Language' }))[0], 'ru');
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'), { timeout: 5_000 });
    expect(sent).toEqual([{ language: 'ru' }]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      language: 'ru',
    });

    server.use(http.patch('/api/profile/me', () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    // The header's link, and the information page's own call to action beside it.
    expect(await screen.findAllByRole('link', { name: 'Сообщить о вспышке' })).not.toHaveLength(0);
    await userEvent.selectOptions(switcher('Язык'), 'zh');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hans'), { timeout: 5_000 });
    const [problem] = await screen.findAllByText(/无法将您的语言保存到个人资料/, undefined, {
      timeout: 5_000,
    });
    expect(problem).toHaveAttribute('role', 'alert');
    // Two catalogues to load on a busy machine.
  }, 20_000);

  it('says a lost connection in the chosen language', async () => {
    const offline = new ApiError(0, NETWORK_ERROR_MESSAGE);
    expect(errorMessage(offline, 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
    await chooseLocale('fr');
    expect(errorMessage(offline, 'fallback')).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );
  });

  it('starts in the signed-in person’s stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    renderApp('/', { user: createTestUser({ language: 'pt' }) });
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
    expect(await screen.findByRole('link', { name: 'Notificar surto' })).toBeInTheDocument();
  });
});
