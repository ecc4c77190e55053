import type { CorrectOutbreakRequest, VerificationOutbreak } from '@outbreak-watch/domain';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { controlClasses } from '../../../components/form/control-classes';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAssessmentQuestions, useCountries, useDiseases, useStates } from '../../../lib/reference-api';
import { VERIFICATION_TEXTS as texts } from '../admin-texts';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, errorId: string) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="mt-1.5">{children(id, errorId)}</div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

interface CorrectionFormProps {
  report: VerificationOutbreak;
  busy: boolean;
  error: unknown;
  onSubmit: (input: CorrectOutbreakRequest) => void;
  onCancel: () => void;
}

/**
 * The facts a reporter entered, editable: date, place, disease, texts and the assessment answers (the
 * server recomputes the metrics from them). Field errors come from the server's details.
 */
export function CorrectionForm({ report, busy, error, onSubmit, onCancel }: CorrectionFormProps) {
  const { formatMessage: t } = useIntl();
  const { outbreak, answers } = report;
  const [date, setDate] = useState(outbreak.date);
  const [countryId, setCountryId] = useState(String(outbreak.country_id));
  const [stateId, setStateId] = useState(outbreak.state_id === null ? '' : String(outbreak.state_id));
  const [city, setCity] = useState(outbreak.city ?? '');
  const [diseaseId, setDiseaseId] = useState(String(outbreak.disease_id));
  const [description, setDescription] = useState(outbreak.description ?? '');
  const [source, setSource] = useState(outbreak.source ?? '');
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)])),
  );
  const countries = useCountries();
  const states = useStates(Number(countryId) || null);
  const diseases = useDiseases();
  const questions = useAssessmentQuestions();

  const fieldErrors = new Map(
    error instanceof ApiError ? error.details.map((d) => [d.field, d.message]) : [],
  );
  const submit = () =>
    onSubmit({
      date,
      country_id: Number(countryId),
      state_id: stateId === '' ? null : Number(stateId),
      city: city.trim() || null,
      disease_id: Number(diseaseId),
      description: description.trim() || null,
      source: source.trim() || null,
      question_answers: Object.fromEntries(
        (questions.data ?? []).map((q) => [
          q.question_key,
          values[q.question_key] === '' ? undefined : Number(values[q.question_key]),
        ]),
      ),
    });
  const invalid = (field: string, errorId: string) =>
    fieldErrors.has(field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <form
      noValidate
      aria-label={t(texts.correctTitle)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      <div role="alert">
        {error !== null && error !== undefined && (
          <Alert tone="error">{errorMessage(error, t(texts.actionFailed))}</Alert>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t(texts.facts.date)} error={fieldErrors.get('date')}>
          {(id, errorId) => (
            <input
              id={id}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className={controlClasses}
              {...invalid('date', errorId)}
            />
          )}
        </Field>
        <Field label={t(texts.facts.disease)} error={fieldErrors.get('disease_id')}>
          {(id, errorId) => (
            <select
              id={id}
              value={diseaseId}
              onChange={(e) => setDiseaseId(e.target.value)}
              className={controlClasses}
              {...invalid('disease_id', errorId)}
            >
              {(diseases.data ?? [{ id: outbreak.disease_id, name: outbreak.disease_name }]).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(texts.facts.country)} error={fieldErrors.get('country_id')}>
          {(id, errorId) => (
            <select
              id={id}
              value={countryId}
              onChange={(e) => {
                setCountryId(e.target.value);
                setStateId('');
              }}
              className={controlClasses}
              {...invalid('country_id', errorId)}
            >
              {(countries.data ?? [{ id: outbreak.country_id, name: outbreak.country_name }]).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(texts.facts.state)} error={fieldErrors.get('state_id')}>
          {(id, errorId) => (
            <select
              id={id}
              value={stateId}
              onChange={(e) => setStateId(e.target.value)}
              className={controlClasses}
              {...invalid('state_id', errorId)}
            >
              <option value="">{t(texts.facts.noState)}</option>
              {(states.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(texts.facts.city)} error={fieldErrors.get('city')}>
          {(id, errorId) => (
            <input
              id={id}
              value={city}
              maxLength={100}
              onChange={(e) => setCity(e.target.value)}
              className={controlClasses}
              {...invalid('city', errorId)}
            />
          )}
        </Field>
        <Field label={t(texts.facts.source)} error={fieldErrors.get('source')}>
          {(id, errorId) => (
            <input
              id={id}
              value={source}
              maxLength={500}
              onChange={(e) => setSource(e.target.value)}
              className={controlClasses}
              {...invalid('source', errorId)}
            />
          )}
        </Field>
      </div>
      <Field label={t(texts.facts.description)} error={fieldErrors.get('description')}>
        {(id, errorId) => (
          <textarea
            id={id}
            rows={4}
            value={description}
            maxLength={5000}
            onChange={(e) => setDescription(e.target.value)}
            className={controlClasses}
            {...invalid('description', errorId)}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t(texts.answers)}
        </legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {(questions.data ?? []).map((question) => (
            <Field
              key={question.id}
              label={question.label}
              error={fieldErrors.get(`question_answers.${question.question_key}`)}
            >
              {(id, errorId) => (
                <input
                  id={id}
                  type="number"
                  step="any"
                  min={question.min_value}
                  value={values[question.question_key] ?? ''}
                  onChange={(e) =>
                    setValues((current) => ({ ...current, [question.question_key]: e.target.value }))
                  }
                  className={controlClasses}
                  {...invalid(`question_answers.${question.question_key}`, errorId)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t(texts.cancel)}
        </Button>
        <Button type="submit" disabled={busy || questions.isPending}>
          {busy ? t(texts.saving) : t(texts.saveCorrection)}
        </Button>
      </div>
    </form>
  );
}
