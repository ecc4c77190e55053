import type { ImportJob } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import type { useImportAction } from '../api/imports-api';
import { ButtonSpinner, ConfirmDialog } from '../components/confirm-dialog';
import { hasReportsToSee } from './import-state-badge';
import { resultWords } from './import-words';

const muted = 'text-slate-700 dark:text-slate-300';
const linkClasses = 'font-medium text-brand-700 underline hover:no-underline dark:text-brand-300';

interface RunStepProps {
  job: ImportJob;
  /** Checked with the mapping on screen: the run may start. */
  ready: boolean;
  action: ReturnType<typeof useImportAction>;
}

/** Step 3: the run button, the progress while it runs, and the result with undo when it has ended. */
export function RunStep({ job, ready, action }: RunStepProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [asking, setAsking] = useState<'cancel' | 'undo' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rowsToImport = job.check ? job.check.counts.added + job.check.counts.updated : job.row_count;

  const act = (kind: 'run' | 'cancel' | 'undo', fallback: string) => {
    setProblem(null);
    action.mutate(
      { kind },
      {
        onSuccess: () => setAsking(null),
        onError: (error) => setProblem(errorMessage(error, fallback)),
      },
    );
  };
  const busy = action.isPending;

  return (
    <div className="space-y-4">
      {(job.state === 'uploaded' || job.state === 'checked') && (
        <div>
          <Button disabled={!ready || busy} onClick={() => act('run', t(texts.runFailed))}>
            {busy && action.variables?.kind === 'run' && <ButtonSpinner />}
            {busy && action.variables?.kind === 'run'
              ? t(texts.starting)
              : t(texts.run, { count: rowsToImport })}
          </Button>
          {!ready && <p className={`mt-2 text-sm ${muted}`}>{t(texts.runHint)}</p>}
        </div>
      )}

      {job.state === 'running' && (
        <div className="space-y-3">
          <progress
            aria-label={t(texts.progressLabel)}
            value={job.progress.done}
            max={Math.max(1, job.progress.total)}
            className="h-3 w-full accent-brand-700"
          />
          <p className="text-slate-900 tabular-nums dark:text-slate-100">
            {t(texts.progress, { done: job.progress.done, total: job.progress.total })}
          </p>
          <Button variant="secondary" onClick={() => setAsking('cancel')}>
            {t(texts.cancel)}
          </Button>
        </div>
      )}

      {job.state === 'failed' && (
        <Alert tone="error" title={t(texts.failed)}>
          {job.error}
        </Alert>
      )}
      {job.state === 'cancelled' && (
        <p className="text-slate-900 dark:text-slate-100">{t(texts.cancelled)}</p>
      )}
      {job.result && job.state !== 'running' && (
        <div className="space-y-3">
          <p className="text-lg font-semibold text-slate-950 dark:text-white">
            {resultWords(intl, job.result)}
          </p>
          {hasReportsToSee(job) && (
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <Link to={paths.importReports(job.id)} className={linkClasses}>
                {t(texts.seeReports)}
              </Link>
              <Link to={paths.map} className={linkClasses}>
                {t(texts.openMap)}
              </Link>
            </p>
          )}
          {job.can_undo && (
            <Button variant="secondary" onClick={() => setAsking('undo')}>
              {t(texts.undo)}
            </Button>
          )}
        </div>
      )}
      {/* After what the run did: the undo came later. */}
      {job.state === 'undone' && (
        <p className="text-slate-900 dark:text-slate-100">{t(texts.undoneSentence)}</p>
      )}
      {problem && !asking && (
        <div role="alert">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}

      <ConfirmDialog
        open={asking !== null}
        title={asking === 'undo' ? t(texts.undoTitle) : t(texts.cancelTitle)}
        confirmLabel={asking === 'undo' ? t(texts.undoConfirm) : t(texts.cancelConfirm)}
        busyLabel={asking === 'undo' ? t(texts.undoing) : t(texts.cancelling)}
        destructive
        busy={busy}
        onConfirm={() =>
          asking === 'undo' ? act('undo', t(texts.undoFailed)) : act('cancel', t(texts.cancelFailed))
        }
        onCancel={() => {
          setAsking(null);
          setProblem(null);
        }}
      >
        <p>
          {asking === 'undo'
            ? t(texts.undoQuestion, { count: job.result?.added ?? 0 })
            : t(texts.cancelQuestion)}
        </p>
        {problem && <Alert tone="error">{problem}</Alert>}
      </ConfirmDialog>
    </div>
  );
}
