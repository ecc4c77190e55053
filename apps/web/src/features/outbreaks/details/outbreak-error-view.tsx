import { useIntl } from '../../../lib/i18n/use-intl';
import { Button, ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';
import { DETAILS_MESSAGES as TEXT } from './messages';

interface OutbreakErrorViewProps {
  message: string;
  /** Offered for failures that may pass (network, server), not for an outbreak that does not exist. */
  onRetry?: () => void;
}

/** Spec §2/§8: 'Error Loading Outbreak' with the message and a way back to the reports. */
export function OutbreakErrorView({ message, onRetry }: OutbreakErrorViewProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6">
          <path strokeLinecap="round" d="M12 8v5m0 3.5v.01" />
          <circle cx="12" cy="12" r="9.5" />
        </svg>
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-950 dark:text-white">{t(TEXT.errorTitle)}</h1>
      <p role="alert" className="mt-3 text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.reports}>{t(TEXT.backToReports)}</ButtonLink>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t(TEXT.tryAgain)}
          </Button>
        )}
      </div>
    </div>
  );
}
