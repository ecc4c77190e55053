import {
  CAP_SEVERITY,
  CAP_URGENCY,
  capCertainty,
  FEED_TEXTS,
  type OutbreakSeverity,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import { el, optional, XML_DECLARATION } from './xml.js';
import { metricsLine, placeOf, type FeedRow } from './feed-rows.js';

const CAP_NS = 'urn:oasis:names:tc:emergency:cap:1.2';

/** CAP 1.2 dateTime: seconds and a numeric offset; CAP forbids the "Z" designator. */
export function capDateTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}+00:00`;
}

export interface CapContext {
  publicUrl: string;
  /** Identifies this installation as the originator: no spaces, commas, "<" or "&". */
  sender: string;
}

/** The installation's CAP sender: `outbreak-watch@` and the public host. */
export function capSender(publicUrl: string): string {
  return `outbreak-watch@${new URL(publicUrl).host}`.replace(/[\s,<&]/g, '');
}

/** A message of an outbreak's CAP history: the first alert, or an update after a later change. */
export interface CapMessage {
  identifier: string;
  sent: string;
  msgType: 'Alert' | 'Update' | 'Cancel';
  /** "sender,identifier,sent" of the first alert, for updates and cancellations. */
  references?: string;
}

/**
 * The current message of an outbreak: the first alert is sent when it was confirmed (or created); any
 * later change to it (a status change, a correction) makes the current message an Update that
 * references that alert.
 */
export function currentCapMessage(row: FeedRow, context: CapContext): CapMessage {
  const firstIdentifier = `outbreak-${row.id}`;
  const firstSent = capDateTime(row.confirmed_at ?? row.created_at);
  const changed = Date.parse(row.updated_at) - Date.parse(row.confirmed_at ?? row.created_at) > 1000;
  if (!changed) return { identifier: firstIdentifier, sent: firstSent, msgType: 'Alert' };
  const sent = capDateTime(row.updated_at);
  return {
    identifier: `${firstIdentifier}-${sent.slice(0, 19).replace(/\D/g, '')}`,
    sent,
    msgType: 'Update',
    references: `${context.sender},${firstIdentifier},${firstSent}`,
  };
}

const parameter = (name: string, value: string | number) =>
  el('parameter', {}, [el('valueName', {}, name), el('value', {}, value)]);

/** One confirmed outbreak as an OASIS CAP 1.2 alert. */
export function capAlert(row: FeedRow, context: CapContext): string {
  const message = currentCapMessage(row, context);
  const detailsUrl = `${context.publicUrl}/details/${row.id}`;
  const place = placeOf(row);
  const geocodes = [
    ['ISO 3166-1 alpha-2', row.country_alpha2],
    ['ISO 3166-1 alpha-3', row.country_alpha3],
    ...(row.state_code ? [['ISO 3166-2', row.state_code]] : []),
  ];
  return (
    XML_DECLARATION +
    el('alert', { xmlns: CAP_NS }, [
      el('identifier', {}, message.identifier),
      el('sender', {}, context.sender),
      el('sent', {}, message.sent),
      el('status', {}, 'Actual'),
      el('msgType', {}, message.msgType),
      el('scope', {}, 'Public'),
      optional('references', message.references),
      el('info', {}, [
        el('language', {}, 'en-US'),
        el('category', {}, 'Health'),
        el('event', {}, row.disease_name),
        el('urgency', {}, CAP_URGENCY[row.status as OutbreakStatus]),
        el('severity', {}, CAP_SEVERITY[row.severity as OutbreakSeverity]),
        el('certainty', {}, capCertainty(row.confirmed)),
        el('effective', {}, capDateTime(`${row.date}T00:00:00Z`)),
        el('senderName', {}, FEED_TEXTS.senderName),
        el('headline', {}, `${row.disease_name} outbreak in ${place}`.slice(0, 160)),
        el(
          'description',
          {},
          [`Reported ${row.date}; status ${row.status}.`, metricsLine(row), row.description]
            .filter(Boolean)
            .join(' '),
        ),
        optional(
          'instruction',
          row.status === 'resolved' ? null : 'Follow the guidance of your public health authority.',
        ),
        el('web', {}, detailsUrl),
        parameter('status', row.status),
        parameter('cases', row.cases),
        parameter('deaths', row.deaths),
        parameter('transmission_rate', row.transmission_rate),
        parameter('attack_rate', row.attack_rate),
        parameter('survivability', row.survivability),
        parameter('severity_score', row.severity_score),
        el('area', {}, [
          el('areaDesc', {}, place),
          ...geocodes.map(([name, value]) =>
            el('geocode', {}, [el('valueName', {}, name), el('value', {}, value)]),
          ),
        ]),
      ]),
    ])
  );
}
