import { DEFAULT_LOCALE, type Locale } from '@outbreak-watch/domain';
import { useLocaleState } from '../lib/i18n/locale';
import { useText } from '../lib/i18n/use-text';
import { filterSearchParams } from '../lib/url-filters';
import { EXPORTS_MESSAGES } from './messages';

/** The list filters the Atom and CAP feeds take (the API's own names). */
export interface FeedFilters {
  from?: string;
  to?: string;
  country_id?: number;
  region?: number;
  disease_id?: number;
  status?: string;
  severity?: string;
  q?: string;
  confirmed?: boolean;
}

interface FeedLinksProps {
  /** The page's filters, passed on to the feeds that take them. */
  filters?: FeedFilters;
  /** The page's GeoJSON export and what it holds, e.g. "the map's countries" (none where the page's export links offer it). */
  geoJson?: { href: string; holds: string };
}

/** A feed's address with the page's filters, and the app's language when it is not the default. */
const withFilters = (path: string, filters: FeedFilters, locale: Locale) => {
  const params = filterSearchParams(filters);
  if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
};

function FeedIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="size-4 text-orange-700 dark:text-orange-300"
    >
      <path d="M3.75 3a.75.75 0 0 0-.75.75v.5c0 .414.336.75.75.75H4c6.075 0 11 4.925 11 11v.25c0 .414.336.75.75.75h.5a.75.75 0 0 0 .75-.75V16C17 8.82 11.18 3 4 3h-.25Z" />
      <path d="M3 8.75A.75.75 0 0 1 3.75 8H4a8 8 0 0 1 8 8v.25a.75.75 0 0 1-.75.75h-.5a.75.75 0 0 1-.75-.75V16a6 6 0 0 0-6-6h-.25A.75.75 0 0 1 3 9.25v-.5ZM7 15a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z" />
    </svg>
  );
}

/** The small outlined links of feeds and exports. */
export const feedLinkClasses =
  'inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold ' +
  'text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The open feeds of a list: Atom of the confirmed outbreaks, the CAP alerts' Atom index and a GeoJSON
 * export, each with the page's filters where the feed takes them.
 */
export function FeedLinks({ filters = {}, geoJson }: FeedLinksProps) {
  const t = useText();
  const { locale } = useLocaleState();
  const links = [
    {
      label: 'Atom',
      name: t(EXPORTS_MESSAGES.atomFeed),
      href: withFilters('/api/feeds/outbreaks.atom', filters, locale),
      type: 'application/atom+xml',
    },
    {
      label: 'CAP',
      name: t(EXPORTS_MESSAGES.capFeed),
      href: withFilters('/api/feeds/cap.atom', filters, locale),
      type: 'application/atom+xml',
    },
    ...(geoJson
      ? [
          {
            label: 'GeoJSON',
            name: t(EXPORTS_MESSAGES.geoJson, { holds: geoJson.holds }),
            href: geoJson.href,
            type: 'application/geo+json',
          },
        ]
      : []),
  ];
  return (
    <nav aria-label={t(EXPORTS_MESSAGES.feedsAndExports)} className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        <FeedIcon />
        {t(EXPORTS_MESSAGES.feeds)}
      </span>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              type={link.type}
              aria-label={link.name}
              title={link.name}
              className={feedLinkClasses}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
