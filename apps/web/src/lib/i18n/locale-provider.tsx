import { languageTag } from '@outbreak-watch/domain';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LocaleStateContext, startLocale, useLocaleStore } from './locale';

/** A language's catalogue may lack a newer message: its English default shows, as intended. */
function ignoreMissingTranslations(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** Every screen below formats its texts, numbers and dates in the chosen language. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const state = useLocaleStore();
  const { locale, messages } = state;
  useEffect(() => {
    void startLocale();
  }, []);
  return (
    <LocaleStateContext value={state}>
      <IntlProvider
        locale={languageTag(locale)}
        defaultLocale="en"
        messages={messages}
        onError={ignoreMissingTranslations}
      >
        {children}
      </IntlProvider>
    </LocaleStateContext>
  );
}
