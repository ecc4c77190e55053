import type { RenderDetailsFrame } from '@outbreak-watch/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { OutbreakDetailsLayout } from './features/outbreaks/details/outbreak-details-layout';

/**
 * The server's side of the web build (`vite build --ssr`, into `dist-frames/`): the top of a details
 * page rendered by the page's own components, as a visitor first sees it, for the page's HTML frame.
 */
export const renderDetailsFrame: RenderDetailsFrame = (outbreak, path) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en">
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={new QueryClient()}>
          <OutbreakDetailsLayout outbreak={outbreak} />
        </QueryClientProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
