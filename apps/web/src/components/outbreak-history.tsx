import { OUTBREAK_STATUS_LABELS, type OutbreakHistoryEntry } from '@outbreak-watch/domain';
import { formatMediumDate } from '../lib/format';

const FIELD_NAMES: Record<string, string> = {
  date: 'date',
  place: 'place',
  disease: 'disease',
  description: 'description',
  source: 'source',
  assessment: 'assessment',
};

/**
 * "Confirmed by the verification team on Mar 5, 2026", and likewise for status changes, corrections
 * and merges.
 */
export function historyLine(entry: OutbreakHistoryEntry): string {
  const by = entry.actor_name ?? 'the verification team';
  const on = formatMediumDate(entry.created_at);
  switch (entry.kind) {
    case 'confirmed':
      return `Confirmed by ${by} on ${on}`;
    case 'status_changed':
      return `Status changed to ${entry.status ? OUTBREAK_STATUS_LABELS[entry.status] : 'another status'} by ${by} on ${on}`;
    case 'corrected':
      return `Corrected (${entry.fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}) by ${by} on ${on}`;
    case 'merged':
      return `Duplicate report #${entry.merged_id ?? ''} merged into this one by ${by} on ${on}`;
  }
}

/** What the verification team did to an outbreak, oldest first. */
export function OutbreakHistoryList({ history }: { history: readonly OutbreakHistoryEntry[] }) {
  return (
    <ol className="space-y-2">
      {history.map((entry) => (
        <li key={entry.id} className="flex gap-2 text-sm text-slate-800 dark:text-slate-200">
          <span
            aria-hidden="true"
            className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600 dark:bg-brand-300"
          />
          <time dateTime={entry.created_at}>{historyLine(entry)}</time>
        </li>
      ))}
    </ol>
  );
}
