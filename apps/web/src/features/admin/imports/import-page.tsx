import type { ImportJob, ImportMapping } from '@outbreak-watch/domain';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import { useImportAction, useImportJob } from '../api/imports-api';
import { AdminBackLink, AdminCard, AdminPageTitle, LoadError } from '../components/admin-page';
import { ButtonSpinner } from '../components/confirm-dialog';
import { CheckResults } from './check-results';
import { ImportStateBadge } from './import-state-badge';
import { formatSize } from './import-words';
import { MappingStep } from './mapping-step';
import { sameMapping } from './mapping';
import { RunStep } from './run-step';

const STEPS = ['map', 'check', 'run'] as const;
type Step = (typeof STEPS)[number];

/** Where the import stands: mapping until checked, reviewing the check until run, then the run. */
function currentStep(job: ImportJob, checked: boolean): Step {
  if (job.state === 'uploaded') return 'map';
  if (job.state === 'checked') return checked ? 'check' : 'map';
  return 'run';
}

/** `/admin/imports/:id`: map the file's columns, check the whole file, run it, and follow the run. */
export function ImportPage() {
  const { formatMessage: t } = useIntl();
  const id = Number(useParams().id);
  const job = useImportJob(id);
  return (
    <>
      <AdminBackLink to={paths.adminImports}>{t(texts.backToList)}</AdminBackLink>
      {job.isPending ? (
        <Spinner label={t(texts.loadingJob)} className="py-16" />
      ) : job.isError ? (
        <LoadError
          message={errorMessage(job.error, t(texts.loadJobError))}
          onRetry={() => void job.refetch()}
        />
      ) : (
        <ImportSteps key={job.data.id} job={job.data} />
      )}
    </>
  );
}

function ImportSteps({ job }: { job: ImportJob }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [mapping, setMapping] = useState<ImportMapping>(job.mapping);
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const action = useImportAction(job.id);
  const editable = job.state === 'uploaded' || job.state === 'checked';
  const checked = job.state === 'checked' && sameMapping(mapping, job.mapping);
  const step = currentStep(job, checked);
  const checking = action.isPending && action.variables?.kind === 'check';

  const check = () => {
    setCheckProblem(null);
    action.mutate(
      { kind: 'check', mapping },
      {
        onSuccess: (answer) => setMapping(answer.mapping),
        onError: (error) => setCheckProblem(errorMessage(error, t(texts.checkFailed))),
      },
    );
  };

  return (
    <>
      <AdminPageTitle
        title={t(texts.jobTitle, { filename: job.filename })}
        intro={t(texts.jobIntro, { count: job.row_count, size: formatSize(intl, job.size) })}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ImportStateBadge state={job.state} />
        <nav aria-label={t(texts.stepsLabel)} className="min-w-0">
          <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {STEPS.map((name, index) => (
              <li
                key={name}
                aria-current={step === name ? 'step' : undefined}
                className={
                  step === name
                    ? 'font-semibold text-brand-700 dark:text-brand-300'
                    : 'text-slate-700 dark:text-slate-300'
                }
              >
                {t(texts.step, { number: index + 1, title: t(texts.steps[name]) })}
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <div className="space-y-6">
        {editable && (
          <StepCard number={1} title={t(texts.steps.map)}>
            <MappingStep job={job} mapping={mapping} onChange={setMapping} />
          </StepCard>
        )}
        {editable && (
          <StepCard number={2} title={t(texts.steps.check)}>
            <div className="space-y-4">
              <div>
                <Button onClick={check} disabled={checking}>
                  {checking && <ButtonSpinner />}
                  {checking ? t(texts.checking) : t(texts.check)}
                </Button>
              </div>
              {checkProblem && (
                <div role="alert">
                  <Alert tone="error">{checkProblem}</Alert>
                </div>
              )}
              {job.state === 'checked' && !checked && <p role="status">{t(texts.checkAgain)}</p>}
              {job.check && (
                <CheckResults jobId={job.id} check={job.check} mapping={mapping} onChange={setMapping} />
              )}
            </div>
          </StepCard>
        )}
        <StepCard number={3} title={t(texts.steps.run)}>
          <RunStep job={job} ready={checked} action={action} />
        </StepCard>
      </div>
    </>
  );
}

function StepCard({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { formatMessage: t } = useIntl();
  const headingId = useId();
  return (
    <AdminCard className="min-w-0 p-4 sm:p-6" labelledBy={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-950 dark:text-white">
        {t(texts.step, { number, title })}
      </h2>
      {children}
    </AdminCard>
  );
}
