import { z } from 'zod';
import { defineMessages } from './i18n/messages.js';
import { PRODUCT } from './product.js';
import type { OutbreakSeverity } from './outbreak-metrics.js';
import type { OutbreakStatus } from './outbreaks.js';

/** How many entries the Atom feeds carry: the newest matching confirmed outbreaks. */
export const FEED_ENTRY_LIMIT = 50;

/**
 * OASIS CAP 1.2 value mapping (written down in docs/decisions.md):
 * urgency from the outbreak's status — active: responsive action now; investigating: soon; contained:
 * in the near future (watch for resurgence); resolved: no longer needed.
 */
export const CAP_URGENCY: Record<OutbreakStatus, 'Immediate' | 'Expected' | 'Future' | 'Past'> = {
  active: 'Immediate',
  investigating: 'Expected',
  contained: 'Future',
  resolved: 'Past',
};

/** CAP severity from the outbreak's severity band (risk level): critical 10, high 8–9, medium 4–7, low. */
export const CAP_SEVERITY: Record<OutbreakSeverity, 'Extreme' | 'Severe' | 'Moderate' | 'Minor'> = {
  critical: 'Extreme',
  high: 'Severe',
  medium: 'Moderate',
  low: 'Minor',
};

/** CAP certainty from confirmation: confirmed by the verification team, or a report still suspected. */
export function capCertainty(confirmed: boolean): 'Observed' | 'Possible' {
  return confirmed ? 'Observed' : 'Possible';
}

/** A GeoJSON position as RFC 7946 wants it: longitude first. */
const PositionSchema = z.tuple([z.number(), z.number()]);

/** RFC 7946 FeatureCollection of points, the shape of both GeoJSON exports. */
export function pointFeatureCollectionSchema<P extends z.ZodType>(properties: P) {
  return z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        id: z.number().int(),
        geometry: z.object({ type: z.literal('Point'), coordinates: PositionSchema }).nullable(),
        properties,
      }),
    ),
  });
}

/**
 * The human-readable parts of the Atom and CAP feeds, written in the feed's language (its `lang`
 * parameter, else the reader's Accept-Language). CAP's own values (urgency, severity, certainty, message
 * types, categories) are codes of the OASIS lists and stay as they are.
 */
export const FEED_MESSAGE_DESCRIPTORS = defineMessages({
  atomTitle: {
    id: 'feed.atomTitle',
    defaultMessage: 'Outbreak Watch: confirmed outbreaks',
    description: 'Title of the Atom feed of confirmed outbreaks. "Outbreak Watch" is the product name.',
  },
  capAtomTitle: {
    id: 'feed.capAtomTitle',
    defaultMessage: 'Outbreak Watch: CAP alerts of confirmed outbreaks',
    description: 'Title of the feed of CAP (Common Alerting Protocol) alerts. Keep "CAP".',
  },
  entryTitle: {
    id: 'feed.entryTitle',
    defaultMessage: '{disease} in {place}',
    description: 'Title of a feed entry; disease is the disease name, place the city, state and country.',
  },
  summary: {
    id: 'feed.summary',
    defaultMessage:
      '{date}: {status, select, active {active} investigating {investigating} contained {contained} other {resolved}}, {severity, select, low {low} medium {medium} high {high} other {critical}} severity.',
    description:
      'First sentence of a feed entry; date is the outbreak date (YYYY-MM-DD), then its status and severity.',
  },
  metrics: {
    id: 'feed.metrics',
    defaultMessage:
      '{cases, plural, one {# case} other {# cases}}, {deaths, plural, one {# death} other {# deaths}}; R0 {r0, number, ::.##}, attack rate {attackRate, number, ::.##}%, survivability {survivability, number, ::.##}%.',
    description:
      'The numbers of an outbreak in a feed: cases, deaths, R0 (basic reproduction number, keep "R0"), attack rate and survivability in percent.',
  },
  headline: {
    id: 'feed.headline',
    defaultMessage: '{disease} outbreak in {place}',
    description: 'Headline of a CAP alert; disease is the disease name, place the city, state and country.',
  },
  description: {
    id: 'feed.description',
    defaultMessage:
      'Reported {date}; status {status, select, active {active} investigating {investigating} contained {contained} other {resolved}}.',
    description: 'First sentence of a CAP alert’s description; date is the outbreak date (YYYY-MM-DD).',
  },
  instruction: {
    id: 'feed.instruction',
    defaultMessage: 'Follow the guidance of your public health authority.',
    description: 'What a CAP alert asks the public to do.',
  },
  indexSummary: {
    id: 'feed.indexSummary',
    defaultMessage:
      '{msgType, select, Alert {Alert} other {Update}}: {status, select, active {active} investigating {investigating} contained {contained} other {resolved}}, {severity, select, low {low} medium {medium} high {high} other {critical}} severity.',
    description:
      'Summary of an entry of the CAP alerts feed: a first alert or an update, then status and severity.',
  },
  withdrawnSummary: {
    id: 'feed.withdrawnSummary',
    defaultMessage: 'Cancel: the report was withdrawn.',
    description: 'Summary of a CAP feed entry that withdraws a report. "Cancel" is the CAP message type.',
  },
  withdrawnHeadline: {
    id: 'feed.withdrawnHeadline',
    defaultMessage: 'Withdrawn: {disease} outbreak in {place}',
    description: 'Headline of a CAP message withdrawing a report; disease and place as in its alert.',
  },
  withdrawnNote: {
    id: 'feed.withdrawnNote',
    defaultMessage: 'The outbreak report was withdrawn by the verification team.',
    description: 'Note of a CAP message withdrawing a report.',
  },
  withdrawnDescription: {
    id: 'feed.withdrawnDescription',
    defaultMessage: 'This report was removed after review and is no longer published by Outbreak Watch.',
    description: 'Description of a CAP message withdrawing a report. "Outbreak Watch" is the product name.',
  },
});

export const FEED_TEXTS = {
  atomTitle: FEED_MESSAGE_DESCRIPTORS.atomTitle.defaultMessage,
  capAtomTitle: FEED_MESSAGE_DESCRIPTORS.capAtomTitle.defaultMessage,
  senderName: PRODUCT.name,
} as const;
