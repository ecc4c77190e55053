import type { AuditLogEntry } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AUDIT_TEXTS } from '../admin-texts';
import { REFERENCE_PATHS } from '../reference/reference-paths';

/** Where an entry's target is looked at or edited; none for a comment or an unknown type. */
function targetPath(type: string, id: number): string | null {
  if (type === 'user') return paths.profile(id);
  if (type === 'outbreak') return paths.adminOutbreak(id);
  if (type === 'question') return paths.adminQuestionEdit(id);
  if (type === 'title' || type === 'affiliation' || type === 'qualification')
    return REFERENCE_PATHS[type].edit(id);
  return null;
}

/**
 * The entry's target by its present name, linked to its page; "outbreak #42", unlinked, when it has no
 * name or no longer exists.
 */
export function AuditTarget({
  entry,
}: {
  entry: Pick<AuditLogEntry, 'target_type' | 'target_id' | 'target_name'>;
}) {
  const { formatMessage: t } = useIntl();
  const unnamed =
    entry.target_id === null
      ? entry.target_type
      : t(AUDIT_TEXTS.unnamedTarget, { type: entry.target_type, id: String(entry.target_id) });
  const path =
    entry.target_id === null || entry.target_name === null
      ? null
      : targetPath(entry.target_type, entry.target_id);
  if (path === null) return <>{unnamed}</>;
  return (
    <Link
      to={path}
      className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
    >
      {entry.target_name}
      <span className="block text-xs font-normal text-slate-700 no-underline dark:text-slate-300">
        {unnamed}
      </span>
    </Link>
  );
}
