import { DUPLICATE_REASON_LABELS, type PossibleDuplicate } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLocation, formatMediumDate } from '../lib/format';
import { text, useText } from '../lib/i18n/use-text';
import { COMMON_MESSAGES, TABLE_MESSAGES } from './messages';

/** "Anthrax in Lagos, Nigeria": how a possible duplicate is named in links and dialogs. */
export function duplicateLabel(duplicate: PossibleDuplicate): string {
  return text(TABLE_MESSAGES.duplicateName, {
    disease: duplicate.disease_name,
    location: formatLocation(duplicate),
  });
}

const linkClasses =
  'rounded-sm font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50';

/**
 * Reports that may be the same outbreak: each links to `hrefOf(id)` and says when it happened, what it
 * said and why it is suggested; `renderActions` adds a screen's own buttons to each.
 */
export function PossibleDuplicateList({
  duplicates,
  hrefOf,
  renderActions,
}: {
  duplicates: readonly PossibleDuplicate[];
  hrefOf: (id: number) => string;
  renderActions?: (duplicate: PossibleDuplicate) => ReactNode;
}) {
  const t = useText();
  return (
    <ul className="space-y-3">
      {duplicates.map((duplicate) => (
        <li
          key={duplicate.id}
          className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          <p>
            <Link to={hrefOf(duplicate.id)} className={linkClasses}>
              {duplicateLabel(duplicate)}
            </Link>{' '}
            <span className="text-slate-700 dark:text-slate-300">
              · {formatMediumDate(duplicate.date)} ·{' '}
              {t(TABLE_MESSAGES.reportNumber, { id: String(duplicate.id) })} ·{' '}
              {t(duplicate.confirmed ? COMMON_MESSAGES.confirmed : COMMON_MESSAGES.unconfirmed)}
            </span>
          </p>
          {duplicate.description && (
            <p className="mt-1 line-clamp-3 break-words text-slate-700 dark:text-slate-300">
              {duplicate.description}
            </p>
          )}
          <p className="mt-1 text-xs font-medium text-slate-700 dark:text-slate-300">
            {duplicate.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(' · ')}
          </p>
          {renderActions && <div className="mt-2 flex flex-wrap gap-2">{renderActions(duplicate)}</div>}
        </li>
      ))}
    </ul>
  );
}
