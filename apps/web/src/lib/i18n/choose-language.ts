import type { Locale } from '@outbreak-watch/domain';
import { useState } from 'react';
import { apiFetch } from '../api-client';
import { getSessionUser, setSessionLanguage } from '../session';
import { chooseLocale } from './locale';

/**
 * Choosing a language: shown at once and remembered on this device; for a signed-in person also saved
 * on their profile, so their other devices and the server's messages follow. `failed`: the profile
 * did not take it (the choice still applies here).
 */
export function useChooseLanguage() {
  const [failed, setFailed] = useState(false);
  const choose = async (locale: Locale) => {
    setFailed(false);
    const shown = chooseLocale(locale);
    if (getSessionUser()) {
      try {
        await apiFetch('/profile/me', { method: 'PATCH', body: JSON.stringify({ language: locale }) });
        setSessionLanguage(locale);
      } catch {
        setFailed(true);
      }
    }
    await shown;
  };
  return { choose, failed };
}
