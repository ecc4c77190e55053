import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { paths } from '../../lib/paths';

/** When a screen fails to render or its code fails to load (often after a new release). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-950 dark:text-white">This page could not be shown</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Something went wrong while opening this page. Reloading usually helps; if it keeps happening, please
        let us know through the contact page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          Go to the dashboard
        </Link>
      </div>
    </div>
  );
}
