import { FEED_MESSAGE_DESCRIPTORS as M, FEED_TEXTS, languageTag, type Locale } from '@outbreak-watch/domain';
import { translator } from '../../lib/i18n.js';
import { el, optional, XML_DECLARATION } from './xml.js';
import { metricsLine, placeOf, type FeedRow } from './feed-rows.js';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface AtomFeed {
  /** The feed's own URL, with its query: its id and its rel="self" link. */
  selfUrl: string;
  /** The language of its human-readable parts (`xml:lang`). */
  locale: Locale;
  title: string;
  /** Where people read the same list on the site. */
  siteUrl: string;
  entries: {
    id: string;
    title: string;
    updated: string;
    published?: string;
    link: { href: string; type?: string };
    summary: string;
    categories: string[];
  }[];
}

/** An Atom 1.0 document (RFC 4287): feed id, title, updated and author; each entry id, title, updated. */
export function atomDocument(feed: AtomFeed): string {
  const updated = feed.entries.reduce(
    (latest, e) => (e.updated > latest ? e.updated : latest),
    '1970-01-01T00:00:00.000Z',
  );
  return (
    XML_DECLARATION +
    el('feed', { xmlns: ATOM_NS, 'xml:lang': languageTag(feed.locale) }, [
      el('id', {}, feed.selfUrl),
      el('title', {}, feed.title),
      el('updated', {}, updated),
      el('author', {}, [el('name', {}, FEED_TEXTS.senderName)]),
      el('link', { rel: 'self', href: feed.selfUrl, type: 'application/atom+xml' }),
      el('link', { rel: 'alternate', href: feed.siteUrl, type: 'text/html' }),
      el('generator', {}, FEED_TEXTS.senderName),
      ...feed.entries.map((entry) =>
        el('entry', {}, [
          el('id', {}, entry.id),
          el('title', {}, entry.title),
          el('updated', {}, entry.updated),
          optional('published', entry.published),
          el('link', { rel: 'alternate', href: entry.link.href, type: entry.link.type }),
          el('summary', { type: 'text' }, entry.summary),
          ...entry.categories.map((term) => el('category', { term })),
        ]),
      ),
    ])
  );
}

/** The confirmed outbreaks feed: one entry per outbreak, linking to its details page. */
export function outbreaksAtom(
  rows: FeedRow[],
  options: { publicUrl: string; selfUrl: string; locale: Locale },
): string {
  const t = translator(options.locale);
  return atomDocument({
    selfUrl: options.selfUrl,
    locale: options.locale,
    title: t(M.atomTitle),
    siteUrl: `${options.publicUrl}/reports`,
    entries: rows.map((row) => ({
      id: `${options.publicUrl}/details/${row.id}`,
      title: t(M.entryTitle, { disease: row.disease_name, place: placeOf(row) }),
      updated: row.updated_at,
      published: row.created_at,
      link: { href: `${options.publicUrl}/details/${row.id}`, type: 'text/html' },
      summary: [
        t(M.summary, { date: row.date, status: row.status, severity: row.severity }),
        metricsLine(row, t),
        row.description,
      ]
        .filter(Boolean)
        .join(' '),
      categories: [row.disease_name, row.status, row.severity],
    })),
  });
}
