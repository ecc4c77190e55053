import { z } from 'zod';
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

export const FEED_TEXTS = {
  atomTitle: 'Outbreak Watch: confirmed outbreaks',
  capAtomTitle: 'Outbreak Watch: CAP alerts of confirmed outbreaks',
  senderName: 'Outbreak Watch',
} as const;
