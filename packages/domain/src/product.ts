import { defineMessages } from './i18n/messages.js';

/** Texts of the shared chrome (spec §1). */
export const PRODUCT = {
  name: 'Outbreak Watch',
  tagline: 'An online in-silico intelligence tool for outbreak surveillance',
  demoBanner: 'Demo data — not real outbreaks',
  /** The data source line under every shared figure and in every exported file. */
  source:
    'Source: Outbreak Watch, outbreak reports filed by registered reporters and verified by its editors',
} as const;

/** The shared chrome's texts as messages (the product name stays as it is in every language). */
export const PRODUCT_MESSAGE_DESCRIPTORS = defineMessages({
  tagline: { id: 'shell.tagline', defaultMessage: PRODUCT.tagline, description: 'The product’s tagline.' },
  taglineSentence: {
    id: 'shell.taglineSentence',
    defaultMessage: `${PRODUCT.tagline}.`,
    description: 'The product’s tagline as a sentence, in the footer.',
  },
  demoBanner: {
    id: 'shell.demoBanner',
    defaultMessage: PRODUCT.demoBanner,
    description: 'Banner while the site shows invented demonstration data.',
  },
});

/** The password of every demo account: published in the README, so no real account may use it. */
export const DEMO_PASSWORD = 'Demo-Outbreak-2026';

/**
 * The pages another site may show in a frame: a chart or a map alone, with the filter in the URL. The
 * server lets any site frame these (CSP `frame-ancestors *`) and no other page.
 */
export const EMBED_PATHS = { epicurve: '/embed/epicurve', map: '/embed/map' } as const;

/** Whether a path (without its query) is one of the embeddable pages. */
export const isEmbedPath = (pathname: string): boolean =>
  (Object.values(EMBED_PATHS) as string[]).includes(pathname.replace(/\/+$/, ''));
