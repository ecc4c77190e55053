import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { paths } from '../../lib/paths';
import { useIntl } from '../../lib/i18n/use-intl';
import { SHELL_MESSAGES } from '../messages';

/** When a screen fails to render or its code fails to load (often after a new release). */
export function RouteError() {
  const error = useRouteError();
  const { formatMessage: t } = useIntl();
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-950 dark:text-white">
        {t(SHELL_MESSAGES.pageFailedTitle)}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t(SHELL_MESSAGES.pageFailedText)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t(SHELL_MESSAGES.reloadPage)}</Button>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          {t(SHELL_MESSAGES.goToDashboard)}
        </Link>
      </div>
    </div>
  );
}
