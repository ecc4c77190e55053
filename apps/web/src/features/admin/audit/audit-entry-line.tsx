import type { AuditLogEntry } from '@outbreak-watch/domain';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_TEXTS, auditActionLabel } from '../admin-texts';
import { AuditTarget } from './audit-target';

/** Who did what to which record, and when: one line of the dashboard's latest actions. */
export function AuditEntryLine({ entry }: { entry: AuditLogEntry }) {
  return (
    <li className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <p className="text-sm text-slate-900 dark:text-slate-100">
        <span className="font-semibold">{entry.actor_name ?? AUDIT_TEXTS.system}</span>{' '}
        {auditActionLabel(entry.action).toLowerCase()}{' '}
        <span className="text-slate-700 dark:text-slate-300">
          (<AuditTarget entry={entry} />)
        </span>
      </p>
      <time dateTime={entry.created_at} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
        {formatDateTime(entry.created_at)}
      </time>
    </li>
  );
}
