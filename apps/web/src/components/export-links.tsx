import {
  EXPORT_FORMAT_FILES,
  EXPORT_FORMAT_TITLE_MESSAGES,
  EXPORT_FORMATS,
  EXPORT_TEXT_MESSAGES as X,
  type ExportFormat,
} from '@outbreak-watch/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { exportKeys, exportOutbreaks, outbreakExportPath } from '../lib/exports-api';
import { useText } from '../lib/i18n/use-text';
import { paths } from '../lib/paths';
import { feedLinkClasses } from './feed-links';

/** Where the notifications page lists the user's exports. */
export const EXPORTS_ANCHOR = 'exports';

type Outcome = { kind: 'preparing' } | { kind: 'error'; message: string } | null;

interface ExportLinksProps {
  /** The list's filters under the API's names. */
  filters: object;
  /** What the files hold, e.g. "the matching outbreak reports". */
  holds: string;
  className?: string;
}

/**
 * The list's exports, one link per format (CSV, Excel, GeoJSON) with the list's filters. A click
 * fetches the file with the session, so a large export is prepared for the signed-in user (202) and
 * the links say so, with the way to the list of exports; the address itself (new tab, copy link) is
 * the visitor's export.
 */
export function ExportLinks({ filters, holds, className }: ExportLinksProps) {
  const t = useText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const start = async (event: MouseEvent<HTMLAnchorElement>, format: ExportFormat) => {
    // A modified click (new tab, save link) keeps the browser's own handling of the address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(format);
    setOutcome(null);
    try {
      const job = await exportOutbreaks(format, filters);
      if (job) {
        setOutcome({ kind: 'preparing' });
        void queryClient.invalidateQueries({ queryKey: exportKeys.all });
      }
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error, t(X.exportFailed)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={className}>
      <div role="group" aria-label={t(X.groupName, { holds })} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t(X.menuLabel)}
        </span>
        <ul className="flex flex-wrap gap-2">
          {EXPORT_FORMATS.map((format) => {
            const file = EXPORT_FORMAT_FILES[format];
            return (
              <li key={format}>
                <a
                  href={`/api${outbreakExportPath(format, filters)}`}
                  download
                  type={file.contentType.split(';')[0]}
                  title={t(EXPORT_FORMAT_TITLE_MESSAGES[format])}
                  aria-label={t(X.linkName, { holds, format: file.label })}
                  aria-busy={busy === format}
                  onClick={(event) => void start(event, format)}
                  className={`${feedLinkClasses} ${busy === format ? 'opacity-60' : ''}`}
                >
                  {file.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      {outcome?.kind === 'preparing' && (
        <p role="status" className="mt-2 text-sm text-slate-800 dark:text-slate-200">
          {t(X.preparing)}{' '}
          <Link
            to={`${paths.notifications}#${EXPORTS_ANCHOR}`}
            className="font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-300"
          >
            {t(X.seeExports)}
          </Link>
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
