import { UnsubscribeQuerySchema } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useLocalizeEnglish } from '../../lib/i18n/locale';
import { paths } from '../../lib/paths';
import { useUnsubscribe } from './api/unsubscribe';
import { UNSUBSCRIBE_TEXT } from './notifications-text';

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200';

/**
 * `/unsubscribe?token=` — the page a notification mail's unsubscribe link opens. It asks for a press
 * of the button and never unsubscribes on load: mail scanners follow links, and would use up the
 * single-use link (DESIGN.md, Signals, alerts and feeds).
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const parsed = UnsubscribeQuerySchema.safeParse({ token: searchParams.get('token') ?? undefined });
  const mutation = useUnsubscribe();
  const { formatMessage: t } = useIntl();
  const localize = useLocalizeEnglish();
  // A used or invalid link stays so; only a network or server failure is worth another press.
  const isFinal = mutation.isSuccess || (mutation.error instanceof ApiError && mutation.error.status === 400);

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-950 dark:text-white">
          {t(UNSUBSCRIBE_TEXT.title)}
        </h1>
        {!parsed.success && (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t(UNSUBSCRIBE_TEXT.missingToken)}</p>
        )}
        {parsed.success && !isFinal && (
          <>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{t(UNSUBSCRIBE_TEXT.intro)}</p>
            <Button
              className="mt-6 w-full sm:w-auto"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(parsed.data.token)}
            >
              {t(UNSUBSCRIBE_TEXT.button)}
            </Button>
          </>
        )}
        <div role="status">
          {mutation.isSuccess && (
            <Alert tone="success" className="mt-6">
              {localize(mutation.data)}
            </Alert>
          )}
        </div>
        <div role="alert">
          {mutation.isError && (
            <Alert tone="error" className="mt-6">
              {errorMessage(mutation.error, t(UNSUBSCRIBE_TEXT.failed))}
            </Alert>
          )}
        </div>
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {t(UNSUBSCRIBE_TEXT.elsewhere, {
            settings: (chunks) => (
              <Link to={paths.profileMe} className={linkClasses}>
                {chunks}
              </Link>
            ),
            page: (chunks) => (
              <Link to={paths.notifications} className={linkClasses}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
