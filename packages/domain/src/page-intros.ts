import { escapeHtml } from './html.js';
import type { Locale } from './i18n/locale-codes.js';
import { defineMessages, formatMessage, type MessageDescriptor, type Messages } from './i18n/messages.js';
import type { Outbreak } from './outbreaks.js';
import { PRODUCT } from './product.js';

/**
 * The heading and first paragraph of the pages people land on, shared by the web page that renders
 * them and the server, which writes them into the page's HTML frame: a visitor reads the page's title
 * before the app has loaded, and the app's own copy takes its place without moving a line.
 */
export interface PageIntro {
  /** `band`: the title band of content pages (`PageHeader`); `plain`: a heading atop the page's cards. */
  layout: 'plain' | 'band';
  /** A short line above a band's title. */
  eyebrow?: string;
  title: string;
  intro: string;
  /** A link after the paragraph's text (the app makes it a link; the frame shows its words). */
  linkText?: string;
}

export const PAGE_INTROS = {
  '/': {
    layout: 'plain',
    title: 'Outbreak Dashboard',
    intro: `${PRODUCT.tagline}: outbreaks reported by registered professionals, verified by epidemiologists and the community.`,
    linkText: 'How it works',
  },
  '/reports': {
    layout: 'band',
    eyebrow: 'Surveillance',
    title: 'Outbreak Reports',
    intro:
      'Field reports from reporters and health professionals, newest first. New reports stay Unconfirmed until the verification team reviews them.',
  },
  '/map': {
    layout: 'plain',
    title: 'Outbreak Map',
    intro: 'Countries coloured by the risk of their reported outbreaks.',
  },
  '/analysis': {
    layout: 'plain',
    title: 'Global Disease Outbreak Analytics',
    intro: 'Every matching outbreak counted on the server; share the page address to share this view.',
  },
} as const satisfies Record<string, PageIntro>;

export type IntroPage = keyof typeof PAGE_INTROS;

/** A page's intro as messages of the catalogues (their English is `PAGE_INTROS`'). */
export interface PageIntroMessages {
  eyebrow?: MessageDescriptor;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  linkText?: MessageDescriptor;
}

/**
 * The intros as messages, shared by the app and the server's frame, so a frame written in the reader's
 * language is word for word what the app then shows. (`/reports` keeps the ids its page declared first.)
 */
export const PAGE_INTRO_MESSAGES = {
  '/': defineMessages({
    title: {
      id: 'pageIntro.home.title',
      defaultMessage: PAGE_INTROS['/'].title,
      description: 'Heading of the home page, which lists the latest outbreaks.',
    },
    intro: {
      id: 'pageIntro.home.intro',
      defaultMessage: PAGE_INTROS['/'].intro,
      description:
        'Paragraph under the home page heading; it begins with the product’s tagline (shell.tagline) and is followed by a "How it works" link.',
    },
    linkText: {
      id: 'pageIntro.home.link',
      defaultMessage: PAGE_INTROS['/'].linkText,
      description: 'Link after the home page’s intro, to the information page.',
    },
  }),
  '/reports': defineMessages({
    eyebrow: {
      id: 'reports.eyebrow',
      defaultMessage: PAGE_INTROS['/reports'].eyebrow,
      description:
        'Small label above the title of the Reports page (the page lists field reports of outbreaks).',
    },
    title: {
      id: 'reports.title',
      defaultMessage: PAGE_INTROS['/reports'].title,
      description: 'Title of the Reports page, which lists every outbreak report.',
    },
    intro: {
      id: 'reports.intro',
      defaultMessage: PAGE_INTROS['/reports'].intro,
      description:
        'Paragraph under the Reports page title. "Unconfirmed" is the status badge a new report carries.',
    },
  }),
  '/map': defineMessages({
    title: {
      id: 'pageIntro.map.title',
      defaultMessage: PAGE_INTROS['/map'].title,
      description: 'Heading of the world map page.',
    },
    intro: {
      id: 'pageIntro.map.intro',
      defaultMessage: PAGE_INTROS['/map'].intro,
      description: 'Paragraph under the map page heading.',
    },
  }),
  '/analysis': defineMessages({
    title: {
      id: 'pageIntro.analysis.title',
      defaultMessage: PAGE_INTROS['/analysis'].title,
      description: 'Heading of the analysis page (charts and summary figures of outbreaks).',
    },
    intro: {
      id: 'pageIntro.analysis.intro',
      defaultMessage: PAGE_INTROS['/analysis'].intro,
      description:
        'Paragraph under the analysis page heading: the figures count every matching outbreak, and the page’s address holds the filters.',
    },
  }),
} as const satisfies Record<IntroPage, PageIntroMessages>;

/** Formats one message of an intro (a catalogue's language; English by default). */
export type FormatIntroText = (descriptor: MessageDescriptor) => string;

/** The intro of `page` in the language of `format`. */
export function localizedPageIntro(page: IntroPage, format: FormatIntroText = formatMessage): PageIntro {
  const messages: PageIntroMessages = PAGE_INTRO_MESSAGES[page];
  const text = (descriptor: MessageDescriptor | undefined) =>
    descriptor === undefined ? undefined : format(descriptor);
  return {
    layout: PAGE_INTROS[page].layout,
    eyebrow: text(messages.eyebrow),
    title: format(messages.title),
    intro: format(messages.intro),
    linkText: text(messages.linkText),
  };
}

/** Tailwind classes of the intro, the same in the frame and in the app (index.css names this file). */
export const PAGE_INTRO_CLASSES = {
  page: 'mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8',
  title: 'text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white',
  intro: 'mt-2 max-w-3xl text-pretty text-slate-700 dark:text-slate-300',
  link: 'font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-950 dark:text-brand-300 dark:hover:text-brand-100',
} as const;

/** Tailwind classes of the title band (`PageHeader`), the same in the frame and in the app. */
export const PAGE_HEADER_CLASSES = {
  band: 'border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60',
  inner: 'mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8',
  eyebrow: 'text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300',
  title: 'mt-2 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white',
  intro: 'mt-4 max-w-3xl text-lg text-pretty text-slate-700 dark:text-slate-300',
} as const;

/**
 * The element of the page that lists, as a JSON array of paths, the page's own code: the app fetches
 * it beside its start once the page's frame is painted, not while the browser is still painting it.
 * (Here, in a module the app's small first script can take without the schemas.)
 */
export const PAGE_PRELOADS_ELEMENT_ID = 'page-preloads';

/** Where index.html takes a page's frame. */
export const PAGE_FRAME_SLOT = '<!--page-frame-->';

/**
 * Around index.html's site frame (header bar and page slot): an embedded chart or map has no site chrome,
 * so its page is served without the frame and shows nothing until the embed itself is drawn.
 */
export const SITE_FRAME_START = '<!--site-frame-->';
export const SITE_FRAME_END = '<!--/site-frame-->';

/** Where index.html takes the demo banner, above the header bar, when the deployment serves demo data. */
export const DEMO_BANNER_SLOT = '<!--demo-banner-->';

/** Tailwind classes of the demo banner (`DemoBanner`), the same in the frame and in the app. */
export const DEMO_BANNER_CLASSES =
  'flex items-center justify-center gap-2 bg-brand-900 px-4 py-1 text-center text-xs font-medium text-white dark:bg-brand-950 dark:text-brand-100';

/** The demo banner for the frame, its icon's place kept (the app's banner has the same height). */
export function demoBannerFrame(text: string = PRODUCT.demoBanner): string {
  return `<p class="${DEMO_BANNER_CLASSES}"><span class="size-4 shrink-0"></span><span>${escapeHtml(text)}</span></p>`;
}

/**
 * The intro of the page at `pathname` as HTML for the frame, in the language of `format` (the server's
 * translator of the request's language; English by default), or '' for a page without one.
 */
export function pageIntroFrame(pathname: string, format?: FormatIntroText): string {
  if (!Object.hasOwn(PAGE_INTROS, pathname)) return '';
  const intro = localizedPageIntro(pathname as IntroPage, format);
  if (intro.layout === 'band') {
    const band = PAGE_HEADER_CLASSES;
    const eyebrow = intro.eyebrow ? `<p class="${band.eyebrow}">${escapeHtml(intro.eyebrow)}</p>` : '';
    return (
      `<div class="${band.band}"><div class="${band.inner}">${eyebrow}` +
      `<h1 class="${band.title}">${escapeHtml(intro.title)}</h1>` +
      `<div class="${band.intro}">${escapeHtml(intro.intro)}</div>` +
      `</div></div>`
    );
  }
  const link = intro.linkText
    ? ` <span class="${PAGE_INTRO_CLASSES.link}">${escapeHtml(intro.linkText)}</span>`
    : '';
  return (
    `<div class="${PAGE_INTRO_CLASSES.page}"><div>` +
    `<h1 class="${PAGE_INTRO_CLASSES.title}">${escapeHtml(intro.title)}</h1>` +
    `<p class="${PAGE_INTRO_CLASSES.intro}">${escapeHtml(intro.intro)}${link}</p>` +
    `</div></div>`
  );
}

/**
 * The web build's module for the server, in a folder beside the app's build (`apps/web/dist-frames/`,
 * not served): it renders the top of a details page with the page's own components for its frame.
 */
export const PAGE_FRAMES_BUILD = { dir: 'dist-frames', module: 'page-frames.js' } as const;

/**
 * Renders the top of the details page of `outbreak` (its public view) at address `path`, as HTML, in
 * `locale` with its catalogue's `messages` (English by default), once `LoadFrameLanguage` has loaded
 * what that language needs beyond its catalogue.
 */
export type RenderDetailsFrame = (
  outbreak: Outbreak,
  path: string,
  locale?: Locale,
  messages?: Messages,
) => string;

/** Loads what the frames of `locale` need beyond its catalogue (its country names). */
export type LoadFrameLanguage = (locale: Locale) => Promise<void>;
