import {
  OUTBREAK_STATUS_MESSAGES,
  type MessageDescriptor,
  type OutbreakHistoryEntry,
} from '@outbreak-watch/domain';
import { formatMediumDate } from '../lib/format';
import { text } from '../lib/i18n/use-text';
import { HISTORY_MESSAGES as M } from './messages';

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  date: M.fieldDate,
  place: M.fieldPlace,
  disease: M.fieldDisease,
  description: M.fieldDescription,
  source: M.fieldSource,
  assessment: M.fieldAssessment,
};

const STATUS_NAMES: Record<string, MessageDescriptor> = {
  active: OUTBREAK_STATUS_MESSAGES.active,
  investigating: OUTBREAK_STATUS_MESSAGES.investigating,
  contained: OUTBREAK_STATUS_MESSAGES.contained,
  resolved: OUTBREAK_STATUS_MESSAGES.resolved,
};

/**
 * "Confirmed by the verification team on Mar 5, 2026", and likewise for status changes, corrections
 * and merges, in the reader's language.
 */
export function historyLine(entry: OutbreakHistoryEntry): string {
  const by = entry.actor_name ?? text(M.verificationTeam);
  const on = formatMediumDate(entry.created_at);
  switch (entry.kind) {
    case 'confirmed':
      return text(M.confirmed, { by, on });
    case 'status_changed': {
      const status = entry.status ? STATUS_NAMES[entry.status] : undefined;
      return text(M.statusChanged, { status: text(status ?? M.anotherStatus), by, on });
    }
    case 'corrected': {
      const names = entry.fields.map((field) => (FIELD_NAMES[field] ? text(FIELD_NAMES[field]) : field));
      return text(M.corrected, { fields: names.join(', '), by, on });
    }
    case 'merged':
      return text(M.merged, { id: String(entry.merged_id ?? ''), by, on });
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
