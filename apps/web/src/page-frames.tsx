import {
  DEFAULT_LOCALE,
  languageTag,
  type LoadFrameLanguage,
  type RenderDetailsFrame,
} from '@outbreak-watch/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { OutbreakDetailsLayout } from './features/outbreaks/details/outbreak-details-layout';
import { loadCountryNames } from './lib/i18n/country-names';
import { renderInLocale } from './lib/i18n/locale';

/**
 * The server's side of the web build (`vite build --ssr`, into `dist-frames/`): the top of a details
 * page rendered by the page's own components, as a visitor first sees it, for the page's HTML frame,
 * in the reader's language (its texts, numbers, dates and country names), as the app will show it.
 */
export const renderDetailsFrame: RenderDetailsFrame = (
  outbreak,
  path,
  locale = DEFAULT_LOCALE,
  messages = {},
) =>
  renderInLocale({ locale, messages }, () =>
    renderToStaticMarkup(
      <IntlProvider locale={languageTag(locale)} defaultLocale="en" messages={messages}>
        <MemoryRouter initialEntries={[path]}>
          <QueryClientProvider client={new QueryClient()}>
            <OutbreakDetailsLayout outbreak={outbreak} />
          </QueryClientProvider>
        </MemoryRouter>
      </IntlProvider>,
    ),
  );

/** The country names of a language, which its frames show as the app does. */
export const loadFrameLanguage: LoadFrameLanguage = loadCountryNames;
