import {
  attackRateBand,
  OUTBREAK_STATUS_MESSAGES,
  SEVERITY_MESSAGES,
  SEVERITY_NAME_MESSAGES,
  statusBadgeTone,
  survivabilityBand,
  transmissionBand,
  type MessageDescriptor,
  type OutbreakSeverity,
  type StatusBadgeTone,
} from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { formatNumber } from '../lib/format';
import { useText } from '../lib/i18n/use-text';
import { COMMON_MESSAGES, TABLE_MESSAGES } from './messages';

/**
 * The badges of spec §9. Bands come from the domain package; this file only maps each band to colours
 * with readable contrast in light and dark mode. Every badge carries its value as text, never colour alone.
 */

const base =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

// Seven steps from neutral to deep red, shared by transmission and attack-rate bands.
const REDDENING = [
  'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  'bg-yellow-50 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-700',
  'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-700',
  'bg-orange-200 text-orange-950 ring-orange-400 dark:bg-orange-900 dark:text-orange-50 dark:ring-orange-600',
  'bg-red-200 text-red-950 ring-red-400 dark:bg-red-900 dark:text-red-50 dark:ring-red-600',
  'bg-red-700 text-white ring-red-800 dark:bg-red-700 dark:text-white dark:ring-red-500',
] as const;

const RED_SHADES = {
  1: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
  2: 'bg-red-200 text-red-950 ring-red-300 dark:bg-red-900 dark:text-red-50 dark:ring-red-700',
  3: 'bg-red-300 text-red-950 ring-red-400 dark:bg-red-800 dark:text-red-50 dark:ring-red-600',
  4: 'bg-red-600 text-white ring-red-700 dark:bg-red-700 dark:text-white dark:ring-red-500',
  5: 'bg-red-800 text-white ring-red-900 dark:bg-red-600 dark:text-white dark:ring-red-400',
} as const;

const GREEN_SHADES = {
  1: 'bg-green-50 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800',
  2: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-900 dark:text-green-50 dark:ring-green-700',
  3: 'bg-green-200 text-green-950 ring-green-400 dark:bg-green-800 dark:text-green-50 dark:ring-green-600',
  4: 'bg-green-700 text-white ring-green-800 dark:bg-green-700 dark:text-white dark:ring-green-500',
  5: 'bg-green-800 text-white ring-green-900 dark:bg-green-800 dark:text-white dark:ring-green-500',
} as const;

/** Severity score bands 0 (none) to 5, shared with the map legend. */
export const SEVERITY_SCORE_CLASSES = [
  'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800',
  'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-700',
  'bg-orange-200 text-orange-950 ring-orange-400 dark:bg-orange-900 dark:text-orange-50 dark:ring-orange-600',
  'bg-red-300 text-red-950 ring-red-400 dark:bg-red-800 dark:text-red-50 dark:ring-red-600',
  'bg-red-800 text-white ring-red-900 dark:bg-red-600 dark:text-white dark:ring-red-400',
] as const;

const STATUS_CLASSES: Record<StatusBadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-700',
  yellow:
    'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-700',
  green:
    'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-700',
  gray: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
};

function Badge({ className, label, children }: { className: string; label?: string; children: ReactNode }) {
  return (
    <span className={`${base} ${className}`} title={label}>
      {children}
    </span>
  );
}

export function TransmissionBadge({ value, showLabel = true }: { value: number; showLabel?: boolean }) {
  const t = useText();
  return (
    <Badge className={REDDENING[transmissionBand(value)]} label={t(TABLE_MESSAGES.transmissionTitle)}>
      {showLabel && <span className="font-medium">{t(TABLE_MESSAGES.transmissionShort)}</span>}
      {formatNumber(value, 2)}
    </Badge>
  );
}

export function AttackRateBadge({ value, showLabel = true }: { value: number; showLabel?: boolean }) {
  const t = useText();
  return (
    <Badge className={REDDENING[attackRateBand(value)]} label={t(TABLE_MESSAGES.attackTitle)}>
      {showLabel && <span className="font-medium">{t(TABLE_MESSAGES.attackShort)}</span>}
      {formatNumber(value, 2)}%
    </Badge>
  );
}

export function SurvivabilityBadge({ value, showLabel = true }: { value: number; showLabel?: boolean }) {
  const t = useText();
  const band = survivabilityBand(value);
  const className = band.tone === 'red' ? RED_SHADES[band.shade] : GREEN_SHADES[band.shade];
  return (
    <Badge className={className} label={t(TABLE_MESSAGES.survivabilityTitle)}>
      {showLabel && <span className="font-medium">{t(TABLE_MESSAGES.survivalShort)}</span>}
      {formatNumber(Math.min(Math.max(value, 0), 100), 1)}%
    </Badge>
  );
}

/** An outbreak's severity band in the colours of the score bands it spans (low green to critical deep red). */
const SEVERITY_CLASSES: Record<OutbreakSeverity, string> = {
  low: SEVERITY_SCORE_CLASSES[1],
  medium: SEVERITY_SCORE_CLASSES[2],
  high: SEVERITY_SCORE_CLASSES[4],
  critical: SEVERITY_SCORE_CLASSES[5],
};

/**
 * An outbreak's one severity figure: its band word and the score (0–100) the band comes from, e.g.
 * "Severity Medium · 42.5" (details page, related outbreaks, the map panel's recent list).
 */
export function SeverityBadge({ severity, score }: { severity: OutbreakSeverity; score: number }) {
  const t = useText();
  return (
    <Badge className={SEVERITY_CLASSES[severity]} label={t(SEVERITY_MESSAGES.badgeTitle)}>
      <span className="font-medium">{t(SEVERITY_MESSAGES.term)}</span>
      {t(SEVERITY_NAME_MESSAGES[severity])} · {formatNumber(score, 1)}
    </Badge>
  );
}

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: OUTBREAK_STATUS_MESSAGES.active,
  investigating: OUTBREAK_STATUS_MESSAGES.investigating,
  contained: OUTBREAK_STATUS_MESSAGES.contained,
  resolved: OUTBREAK_STATUS_MESSAGES.resolved,
  confirmed: COMMON_MESSAGES.confirmed,
  suspected: TABLE_MESSAGES.statusSuspected,
};

/** Status of spec §4 (confirmed blue, suspected yellow, contained green, otherwise gray). */
export function StatusBadge({ status }: { status: string }) {
  const t = useText();
  const label = STATUS_LABELS[status];
  return <Badge className={STATUS_CLASSES[statusBadgeTone(status)]}>{label ? t(label) : status}</Badge>;
}

/** Confirmed (blue) or Unconfirmed, i.e. suspected (yellow). */
export function ConfirmationBadge({ confirmed }: { confirmed: boolean }) {
  const t = useText();
  return (
    <Badge className={STATUS_CLASSES[statusBadgeTone(confirmed ? 'confirmed' : 'suspected')]}>
      {t(confirmed ? COMMON_MESSAGES.confirmed : COMMON_MESSAGES.unconfirmed)}
    </Badge>
  );
}
