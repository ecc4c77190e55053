import { MESSAGES, type CreateOutbreakRequest, type FieldError } from '@outbreak-watch/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { get, type FieldErrors, type Path } from 'react-hook-form';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { Form, useZodForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { useLocalizeEnglish } from '../../../lib/i18n/locale';
import { formatMediumDate } from '../../../lib/format';
import { queueReport, reportQueue, useQueuedReports } from '../../../lib/offline/offline-reporting';
import type { QueuedReport } from '../../../lib/offline/queue-storage';
import { paths } from '../../../lib/paths';
import { useAssessmentQuestions, useCountries, useDiseases } from '../../../lib/reference-api';
import { useSession } from '../../../lib/session';
import { useCreateOutbreak } from './api/create-outbreak';
import { AssessmentFields } from './assessment-fields';
import { DiseaseFields } from './disease-fields';
import { DuplicateWarning, duplicateConflictOf } from './duplicate-warning';
import { LocationFields } from './location-fields';
import { REPORT_FORM_TEXT as TEXT } from './messages';
import { clearReportDraft, readReportDraft, useKeepReportDraft } from './report-draft';
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

interface ReportFormProps {
  /** A refused queued report opened to be fixed: its content, key and the server's field errors. */
  fixing?: QueuedReport;
  /** After a report was kept on the device (offline): the page shows the queue. */
  onQueued?: () => void;
}

/**
 * Spec §2 "Report new outbreak": the form, its reference data and the submission. Without a network
 * (offline, or the request never reached the server) the report is kept on the device and sent later
 * under the same key, so the server stores it once; the unsent form survives a reload as a draft.
 */
export function ReportForm({ fixing, onQueued }: ReportFormProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { formatMessage: t } = useIntl();
  const localize = useLocalizeEnglish();
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
  const [draft] = useState(() => (fixing ? null : readReportDraft(user?.id)));
  const form = useZodForm(schema, {
    defaultValues: (fixing?.formValues as ReportFormValues | undefined) ?? draft ?? defaultReportFormValues(),
    shouldFocusError: false,
  });
  useKeepReportDraft(form, user?.id);
  // One key per report: a resend (a lost answer, the queue) names the same report; a fixed one keeps its own.
  const submissionKey = useRef(fixing?.key ?? crypto.randomUUID());
  // The report this form last kept on the device: its notice stands until the queue has sent it.
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const queuedState = useQueuedReports().find((entry) => entry.key === queuedKey)?.state;
  const isQueued = queuedState === 'waiting' || queuedState === 'sending';
  const [isDraftRestored, setIsDraftRestored] = useState(draft !== null);
  const clearForm = () => {
    clearReportDraft(user?.id);
    form.reset(defaultReportFormValues());
    setIsDraftRestored(false);
  };

  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const initialQueries = [countries, diseases, questions];
  const isLoading = initialQueries.some((query) => query.isPending);
  const loadError = initialQueries.find((query) => query.isError)?.error;

  const showFieldErrors = (details: FieldError[]) => {
    const answerFields = new Map(questionList.map((q) => [q.question_key, answerField(q)]));
    for (const detail of details) {
      const field = formFieldOf(detail, answerFields);
      if (field !== null) form.setError(field, { type: 'server', message: detail.message });
    }
  };
  // A refused report opened to be fixed shows the server's field errors at their fields.
  const fixingDetails = questions.isSuccess ? fixing?.problem?.details : undefined;
  useEffect(() => {
    if (fixingDetails) showFieldErrors(fixingDetails);
    // Once, when the questions the answers' fields depend on have come.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fixingDetails]);

  const titleOf = (request: CreateOutbreakRequest) => {
    const country = countries.data?.find((item) => item.id === request.country_id)?.name ?? '';
    const disease =
      diseases.data?.find((item) => item.id === request.disease_id)?.name ?? request.disease_name ?? '';
    return t(TEXT.queuedTitle, { disease, country, date: formatMediumDate(request.date) });
  };
  /** Keeps the report on this device; the queue sends it when the network returns. */
  const keepOnDevice = async (request: CreateOutbreakRequest) => {
    setQueuedKey(submissionKey.current);
    await queueReport({
      key: submissionKey.current,
      userId: user!.id,
      request,
      formValues: form.getValues(),
      title: titleOf(request),
    });
    clearReportDraft(user?.id);
    submissionKey.current = crypto.randomUUID();
    createOutbreak.reset();
    form.reset(defaultReportFormValues());
    onQueued?.();
  };
  const send = async (request: CreateOutbreakRequest) => {
    setLastRequest(request);
    setQueuedKey(null);
    if (!navigator.onLine) return keepOnDevice(request);
    try {
      await createOutbreak.mutateAsync({ request, idempotencyKey: submissionKey.current });
      clearReportDraft(user?.id);
      if (fixing) await reportQueue.remove(fixing.key);
      await navigate(paths.reportsAfterReport);
    } catch (error) {
      // The request may never have reached the server, or its answer was lost: kept and sent again
      // with the same key, it is stored once either way.
      if (error instanceof ApiError && error.status === 0) return keepOnDevice(request);
      // The server's field errors also go to their fields.
      if (error instanceof ApiError) showFieldErrors(error.details);
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
            <p>{loadErrorText(loadError, t)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={retryLoading}>
              {t(TEXT.retry)}
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
        aria-label={t(TEXT.title)}
        className="space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        {isDraftRestored && (
          <Alert tone="info">
            <p>{t(TEXT.draftRestored)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={clearForm}>
              {t(TEXT.discardDraft)}
            </Button>
          </Alert>
        )}
        {fixing && <Alert tone="info">{t(TEXT.editingNotice)}</Alert>}
        <Section title={t(TEXT.whenWhere)}>
          <LocationFields countries={countries} />
        </Section>
        <Section title={t(TEXT.disease)}>
          <DiseaseFields diseases={diseases} />
        </Section>
        <Section title={t(TEXT.assessment)} description={t(TEXT.assessmentHint)}>
          <AssessmentFields questions={questions} />
        </Section>
        <Section title={t(TEXT.details)}>
          <div className="space-y-5">
            <TextareaField
              name="description"
              label={t(TEXT.description)}
              hint={t(TEXT.descriptionHint)}
              rows={5}
              maxLength={5000}
            />
            <TextField name="source" label={t(TEXT.source)} hint={t(TEXT.sourceHint)} maxLength={500} />
          </div>
        </Section>

        <div className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          <div aria-live="polite" className="empty:hidden">
            {isQueued && <Alert tone="info">{t(TEXT.queuedNotice)}</Alert>}
          </div>
          <div role="alert" className="empty:hidden">
            {hasInvalidSubmit && hasErrors && <Alert tone="error">{localize(MESSAGES.formHasErrors)}</Alert>}
            {conflict !== null && lastRequest !== null ? (
              <DuplicateWarning
                conflict={conflict}
                description={lastRequest.description ?? ''}
                isBusy={createOutbreak.isPending}
                onSubmitAnyway={() => void send({ ...lastRequest, submit_anyway: true })}
              />
            ) : (
              createOutbreak.isError && (
                <Alert tone="error">{submissionErrorText(createOutbreak.error, t)}</Alert>
              )
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={paths.reports} variant="secondary" onClick={() => clearReportDraft(user?.id)}>
              {t(TEXT.cancel)}
            </ButtonLink>
            <SubmitButton
              variant="report"
              disabled={createOutbreak.isPending || isLoading || loadError !== undefined}
            >
              {t(createOutbreak.isPending ? TEXT.submitting : TEXT.submit)}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </div>
  );
}
