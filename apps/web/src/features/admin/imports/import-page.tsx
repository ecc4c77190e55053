import type { ImportJob, ImportMapping } from '@outbreak-watch/domain';
import { useId, useState, type ReactNode } from 'react';
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

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `/admin/imports/:id`: map the file's columns, check the whole file, run it, and follow the run. */
export function ImportPage() {
  const id = Number(useParams().id);
  const job = useImportJob(id);
  return (
    <>
      <AdminBackLink to={paths.adminImports}>{texts.backToList}</AdminBackLink>
      {job.isPending ? (
        <Spinner label={texts.loadingJob} className="py-16" />
      ) : job.isError ? (
        <LoadError message={errorMessage(job.error, texts.loadJobError)} onRetry={() => void job.refetch()} />
      ) : (
        <ImportSteps key={job.data.id} job={job.data} />
      )}
    </>
  );
}

function ImportSteps({ job }: { job: ImportJob }) {
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
        onError: (error) => setCheckProblem(errorMessage(error, texts.checkFailed)),
      },
    );
  };

  return (
    <>
      <AdminPageTitle
        title={texts.jobTitle(job.filename)}
        intro={texts.jobIntro(job.row_count, formatSize(job.size))}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ImportStateBadge state={job.state} />
        <nav aria-label={texts.stepsLabel} className="min-w-0">
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
                {index + 1}. {texts.steps[name]}
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <div className="space-y-6">
        {editable && (
          <StepCard number={1} title={texts.steps.map}>
            <MappingStep job={job} mapping={mapping} onChange={setMapping} />
          </StepCard>
        )}
        {editable && (
          <StepCard number={2} title={texts.steps.check}>
            <div className="space-y-4">
              <div>
                <Button onClick={check} disabled={checking}>
                  {checking && <ButtonSpinner />}
                  {checking ? texts.checking : texts.check}
                </Button>
              </div>
              {checkProblem && (
                <div role="alert">
                  <Alert tone="error">{checkProblem}</Alert>
                </div>
              )}
              {job.state === 'checked' && !checked && <p role="status">{texts.checkAgain}</p>}
              {job.check && (
                <CheckResults jobId={job.id} check={job.check} mapping={mapping} onChange={setMapping} />
              )}
            </div>
          </StepCard>
        )}
        <StepCard number={3} title={texts.steps.run}>
          <RunStep job={job} ready={checked} action={action} />
        </StepCard>
      </div>
    </>
  );
}

function StepCard({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <AdminCard className="min-w-0 p-4 sm:p-6" labelledBy={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-950 dark:text-white">
        {number}. {title}
      </h2>
      {children}
    </AdminCard>
  );
}
