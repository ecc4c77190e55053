import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { COMMON_TEXTS } from '../admin-texts';

const card =
  'rounded-xl border px-5 py-6 shadow-sm border-red-200 bg-red-50 text-red-950 ' +
  'dark:border-red-800 dark:bg-red-950/60 dark:text-red-50';

/** Nothing to edit: the reason and a way back to the list (spec §2: the "not-found state"). */
export function NotFoundCard({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div role="alert" className={card}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm">{message}</p>
      <Link to={backTo} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
        {backLabel}
      </Link>
    </div>
  );
}

/** A failed load with a title, the message, a Retry button and, optionally, a way back. */
export function ErrorCard({
  title,
  message,
  onRetry,
  backTo,
  backLabel,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  backTo?: string;
  backLabel?: string;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <div role="alert" className={card}>
      {title && <h2 className="text-lg font-semibold">{title}</h2>}
      <p className={title ? 'mt-1 text-sm' : 'text-sm'}>{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t(COMMON_TEXTS.retry)}
        </Button>
        {backTo && backLabel && (
          <Link to={backTo} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {backLabel}
          </Link>
        )}
      </div>
    </div>
  );
}
