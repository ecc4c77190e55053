import type { PossibleDuplicate } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { duplicateLabel } from '../../../components/possible-duplicate-list';
import { paths } from '../../../lib/paths';
import { DUPLICATE_TEXTS as texts } from '../admin-texts';

/** A queue entry's likely duplicates, each linked to its review page; nothing when there are none. */
export function QueueDuplicates({ duplicates }: { duplicates: readonly PossibleDuplicate[] | undefined }) {
  const { formatMessage: t } = useIntl();
  if (!duplicates || duplicates.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">
      <span className="font-semibold">{t(texts.inQueue, { count: duplicates.length })}:</span>{' '}
      {duplicates.map((duplicate, index) => (
        <span key={duplicate.id}>
          {index > 0 && ', '}
          <Link
            to={paths.adminOutbreak(duplicate.id)}
            aria-label={`#${duplicate.id}, ${duplicateLabel(duplicate)}`}
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            #{duplicate.id}
          </Link>
        </span>
      ))}
    </p>
  );
}
