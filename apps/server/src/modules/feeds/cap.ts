import {
  CAP_SEVERITY,
  CAP_URGENCY,
  capCertainty,
  FEED_MESSAGE_DESCRIPTORS as M,
  FEED_TEXTS,
  languageTag,
  type Locale,
  type OutbreakSeverity,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import { translator, type Translate } from '../../lib/i18n.js';
import { el, optional, XML_DECLARATION } from './xml.js';
import { metricsLine, placeOf, type FeedRow, type RemovedFeedRow } from './feed-rows.js';

const CAP_NS = 'urn:oasis:names:tc:emergency:cap:1.2';

/** CAP 1.2 dateTime: seconds and a numeric offset; CAP forbids the "Z" designator. */
export function capDateTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}+00:00`;
}

export interface CapContext {
  publicUrl: string;
  /** Identifies this installation as the originator: no spaces, commas, "<" or "&". */
  sender: string;
  /** The language of the human-readable parts; English unless given. */
  locale?: Locale;
}

/** CAP's `<language>` (RFC 3066): English stays the `en-US` the feeds always sent. */
const capLanguage = (locale: Locale) => (locale === 'en' ? 'en-US' : languageTag(locale));

const localeOf = (context: CapContext): Locale => context.locale ?? 'en';

/** The installation's CAP sender: `outbreak-watch@` and the public host. */
export function capSender(publicUrl: string): string {
  return `outbreak-watch@${new URL(publicUrl).host}`.replace(/[\s,<&]/g, '');
}

/** A message of an outbreak's CAP history: the first alert, or an update after a later change. */
export interface CapMessage {
  identifier: string;
  sent: string;
  msgType: 'Alert' | 'Update' | 'Cancel';
  /** "sender,identifier,sent" of the earlier messages (space-separated), for updates and cancellations. */
  references?: string;
}

const reference = (context: CapContext, message: CapMessage) =>
  `${context.sender},${message.identifier},${message.sent}`;

/**
 * The current message of an outbreak: the first alert is sent when it was confirmed (or created); any
 * later change to it (a status change, a correction) makes the current message an Update that
 * references that alert.
 */
export function currentCapMessage(row: FeedRow, context: CapContext): CapMessage {
  const first: CapMessage = {
    identifier: `outbreak-${row.id}`,
    sent: capDateTime(row.confirmed_at ?? row.created_at),
    msgType: 'Alert',
  };
  const changed = Date.parse(row.updated_at) - Date.parse(row.confirmed_at ?? row.created_at) > 1000;
  if (!changed) return first;
  const sent = capDateTime(row.updated_at);
  return {
    identifier: `${first.identifier}-${sent.slice(0, 19).replace(/\D/g, '')}`,
    sent,
    msgType: 'Update',
    references: reference(context, first),
  };
}

/**
 * The message that withdraws a removed outbreak: a Cancel of every message it had, the first alert and,
 * when it was changed after it, the last update (CAP 1.2 §3.2.1: references lists them space-separated).
 */
export function capCancelMessage(row: RemovedFeedRow, context: CapContext): CapMessage {
  const last = currentCapMessage(row, context);
  const sent = capDateTime(row.removed_at);
  return {
    identifier: `outbreak-${row.id}-cancel`,
    sent,
    msgType: 'Cancel',
    references: [last.references, reference(context, last)].filter(Boolean).join(' '),
  };
}

const parameter = (name: string, value: string | number) =>
  el('parameter', {}, [el('valueName', {}, name), el('value', {}, value)]);

/** "Cholera outbreak in Lagos, Nigeria": an alert's headline and its entry's title in the CAP index. */
export const headline = (row: FeedRow, t: Translate) =>
  t(M.headline, { disease: row.disease_name, place: placeOf(row) });

/** The headline of a Cancel and its entry's title. */
export const withdrawnHeadline = (row: FeedRow, t: Translate) =>
  t(M.withdrawnHeadline, { disease: row.disease_name, place: placeOf(row) });

function area(row: FeedRow): string {
  const geocodes = [
    ['ISO 3166-1 alpha-2', row.country_alpha2],
    ['ISO 3166-1 alpha-3', row.country_alpha3],
    ...(row.state_code ? [['ISO 3166-2', row.state_code]] : []),
  ];
  return el('area', {}, [
    el('areaDesc', {}, placeOf(row)),
    ...geocodes.map(([name, value]) =>
      el('geocode', {}, [el('valueName', {}, name), el('value', {}, value)]),
    ),
  ]);
}

/** The info block of an alert or update: the outbreak's facts, its page and its numbers. */
function outbreakInfo(row: FeedRow, context: CapContext): string {
  const t = translator(localeOf(context));
  return el('info', {}, [
    el('language', {}, capLanguage(localeOf(context))),
    el('category', {}, 'Health'),
    el('event', {}, row.disease_name),
    el('urgency', {}, CAP_URGENCY[row.status as OutbreakStatus]),
    el('severity', {}, CAP_SEVERITY[row.severity as OutbreakSeverity]),
    el('certainty', {}, capCertainty(row.confirmed)),
    el('effective', {}, capDateTime(`${row.date}T00:00:00Z`)),
    el('senderName', {}, FEED_TEXTS.senderName),
    el('headline', {}, headline(row, t).slice(0, 160)),
    el(
      'description',
      {},
      [t(M.description, { date: row.date, status: row.status }), metricsLine(row, t), row.description]
        .filter(Boolean)
        .join(' '),
    ),
    optional('instruction', row.status === 'resolved' ? null : t(M.instruction)),
    el('web', {}, `${context.publicUrl}/details/${row.id}`),
    parameter('status', row.status),
    parameter('cases', row.cases),
    parameter('deaths', row.deaths),
    parameter('transmission_rate', row.transmission_rate),
    parameter('attack_rate', row.attack_rate),
    parameter('survivability', row.survivability),
    parameter('severity_score', row.severity_score),
    area(row),
  ]);
}

/** The info block of a Cancel: what was withdrawn and where, without the withdrawn numbers. */
function cancelInfo(row: FeedRow, locale: Locale): string {
  const t = translator(locale);
  return el('info', {}, [
    el('language', {}, capLanguage(locale)),
    el('category', {}, 'Health'),
    el('event', {}, row.disease_name),
    el('urgency', {}, 'Past'),
    el('severity', {}, 'Unknown'),
    el('certainty', {}, 'Unlikely'),
    el('senderName', {}, FEED_TEXTS.senderName),
    el('headline', {}, withdrawnHeadline(row, t).slice(0, 160)),
    el('description', {}, t(M.withdrawnDescription)),
    area(row),
  ]);
}

function capDocument(message: CapMessage, context: CapContext, info: string, note?: string): string {
  return (
    XML_DECLARATION +
    el('alert', { xmlns: CAP_NS }, [
      el('identifier', {}, message.identifier),
      el('sender', {}, context.sender),
      el('sent', {}, message.sent),
      el('status', {}, 'Actual'),
      el('msgType', {}, message.msgType),
      el('scope', {}, 'Public'),
      optional('note', note),
      optional('references', message.references),
      info,
    ])
  );
}

/** One confirmed outbreak as an OASIS CAP 1.2 alert (or update). */
export function capAlert(row: FeedRow, context: CapContext): string {
  return capDocument(currentCapMessage(row, context), context, outbreakInfo(row, context));
}

/** A removed outbreak as the OASIS CAP 1.2 Cancel of its messages. */
export function capCancel(row: RemovedFeedRow, context: CapContext): string {
  const locale = localeOf(context);
  const note = translator(locale)(M.withdrawnNote);
  return capDocument(capCancelMessage(row, context), context, cancelInfo(row, locale), note);
}
