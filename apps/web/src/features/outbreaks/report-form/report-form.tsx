import { MESSAGES, type CreateOutbreakRequest, type FieldError } from '@outbreak-watch/domain';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { get, type FieldErrors, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { Form, useZodForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAssessmentQuestions, useCountries, useDiseases } from '../../../lib/reference-api';
import { useCreateOutbreak } from './api/create-outbreak';
import { AssessmentFields } from './assessment-fields';
import { DiseaseFields } from './disease-fields';
import { DuplicateWarning, duplicateConflictOf } from './duplicate-warning';
import { LocationFields } from './location-fields';
import { loadErrorText, submissionErrorText } from './report-form-messages';
import {
  answerField,
  buildReportFormSchema,
  defaultReportFormValues,
  toCreateOutbreakRequest,
  type ReportFormValues,
} from './report-form-schema';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800">
      <legend className="float-left w-full text-base font-semibold text-slate-950 dark:text-white">
        {title}
      </legend>
      {description && (
        <p className="clear-both pt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      )}
      <div className="clear-both pt-4">{children}</div>
    </fieldset>
  );
}

/** Moves to the first field with a message, in the order the fields appear on the page. */
function focusFirstInvalid(container: HTMLElement | null, errors: FieldErrors<ReportFormValues>): void {
  const form = container?.querySelector('form');
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name === null || !get(errors, name)) continue;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    (element as HTMLElement).focus({ preventScroll: true });
    return;
  }
}

/** The form's field for a server field error (`question_answers.cases` → that question's input). */
function formFieldOf(detail: FieldError, answerFields: Map<string, string>): Path<ReportFormValues> | null {
  const [head, key] = detail.field.split('.', 2);
  if (head === 'question_answers' && key !== undefined) {
    const field = answerFields.get(key);
    return field === undefined ? null : `answers.${field}`;
  }
  const known: readonly string[] = Object.keys(defaultReportFormValues()).filter(
    (name) => name !== 'answers',
  );
  return known.includes(detail.field) ? (detail.field as Path<ReportFormValues>) : null;
}

/** Spec §2 "Report new outbreak": the form, its reference data and the submission. */
export function ReportForm() {
  const navigate = useNavigate();
  const countries = useCountries();
  const diseases = useDiseases();
  const questions = useAssessmentQuestions();
  const createOutbreak = useCreateOutbreak();
  const containerRef = useRef<HTMLDivElement>(null);
  const [hasInvalidSubmit, setHasInvalidSubmit] = useState(false);
  // The request last sent, so that "Submit anyway" sends it again as it was.
  const [lastRequest, setLastRequest] = useState<CreateOutbreakRequest | null>(null);

  const questionList = useMemo(() => questions.data ?? [], [questions.data]);
  const schema = useMemo(() => buildReportFormSchema(questionList), [questionList]);
  const form = useZodForm(schema, { defaultValues: defaultReportFormValues(), shouldFocusError: false });

  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const initialQueries = [countries, diseases, questions];
  const isLoading = initialQueries.some((query) => query.isPending);
  const loadError = initialQueries.find((query) => query.isError)?.error;

  const send = async (request: CreateOutbreakRequest) => {
    setLastRequest(request);
    try {
      await createOutbreak.mutateAsync(request);
      await navigate(paths.reportsAfterReport);
    } catch (error) {
      // The server's field errors also go to their fields.
      if (error instanceof ApiError) {
        const answerFields = new Map(questionList.map((q) => [q.question_key, answerField(q)]));
        for (const detail of error.details) {
          const field = formFieldOf(detail, answerFields);
          if (field !== null) form.setError(field, { type: 'server', message: detail.message });
        }
      }
    }
  };
  const submit = async (values: ReportFormValues) => {
    setHasInvalidSubmit(false);
    await send(toCreateOutbreakRequest(values, questionList));
  };
  const conflict = duplicateConflictOf(createOutbreak.error);

  const retryLoading = () => {
    for (const query of initialQueries) if (query.isError) void query.refetch();
  };

  return (
    <div ref={containerRef}>
      <div role="alert">
        {loadError !== undefined && (
          <Alert tone="error" className="mb-6">
            <p>{loadErrorText(loadError)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={retryLoading}>
              Retry
            </Button>
          </Alert>
        )}
      </div>

      <Form
        form={form}
        onSubmit={submit}
        onInvalidSubmit={(errors) => {
          createOutbreak.reset();
          setHasInvalidSubmit(true);
          focusFirstInvalid(containerRef.current, errors);
        }}
        aria-label="Report New Disease Outbreak"
        className="space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <Section title="When and where">
          <LocationFields countries={countries} />
        </Section>
        <Section title="Disease">
          <DiseaseFields diseases={diseases} />
        </Section>
        <Section
          title="Assessment"
          description="Figures so far. The transmission rate, attack rate and survivability are computed from them."
        >
          <AssessmentFields questions={questions} />
        </Section>
        <Section title="Report details">
          <div className="space-y-5">
            <TextareaField
              name="description"
              label="Description"
              hint="What is known: symptoms, setting, how cases were identified."
              rows={5}
              maxLength={5000}
            />
            <TextField
              name="source"
              label="Source"
              hint="Where the information comes from, e.g. a ministry bulletin or a hospital report."
              maxLength={500}
            />
          </div>
        </Section>

        <div className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          <div role="alert" className="empty:hidden">
            {hasInvalidSubmit && hasErrors && <Alert tone="error">{MESSAGES.formHasErrors}</Alert>}
            {conflict !== null && lastRequest !== null ? (
              <DuplicateWarning
                conflict={conflict}
                description={lastRequest.description ?? ''}
                isBusy={createOutbreak.isPending}
                onSubmitAnyway={() => void send({ ...lastRequest, submit_anyway: true })}
              />
            ) : (
              createOutbreak.isError && (
                <Alert tone="error">{submissionErrorText(createOutbreak.error)}</Alert>
              )
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={paths.reports} variant="secondary">
              Cancel
            </ButtonLink>
            <SubmitButton
              variant="report"
              disabled={createOutbreak.isPending || isLoading || loadError !== undefined}
            >
              {createOutbreak.isPending ? 'Submitting report...' : 'Submit report'}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </div>
  );
}
