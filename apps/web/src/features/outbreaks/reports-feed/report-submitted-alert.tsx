import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { REPORTS_MESSAGES } from './messages';

/**
 * After a report, the form sends the user to /reports?reported=success (spec §2). The confirmation shows
 * once: the query parameter is removed from the address at once, so a reload does not repeat it.
 */
export function ReportSubmittedAlert() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { formatMessage: t } = useIntl();
  const hasSuccessParam = searchParams.get('reported') === 'success';
  const [isShown, setIsShown] = useState(hasSuccessParam);

  useEffect(() => {
    if (!hasSuccessParam) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('reported');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [hasSuccessParam, setSearchParams]);

  return (
    <div role="status" className={isShown ? 'mb-6' : undefined}>
      {isShown && (
        <Alert tone="success">
          <div className="flex items-start justify-between gap-3">
            <p>{t(REPORTS_MESSAGES.submitted)}</p>
            <button
              type="button"
              onClick={() => setIsShown(false)}
              aria-label={t(REPORTS_MESSAGES.dismiss)}
              className="-m-1 shrink-0 rounded-md p-1 text-green-900 hover:bg-green-100 dark:text-green-100 dark:hover:bg-green-900/60"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
        </Alert>
      )}
    </div>
  );
}
