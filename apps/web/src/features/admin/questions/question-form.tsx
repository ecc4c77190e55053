import {
  QuestionUpdateRequestSchema,
  type AssessmentQuestion,
  type QuestionUpdateRequest,
} from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { ButtonLink } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { controlClasses } from '../../../components/form/control-classes';
import { FormField } from '../../../components/form/form-field';
import { Form, useZodForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../lib/paths';
import { serverFieldErrors } from '../admin-errors';
import { COMMON_TEXTS, QUESTION_TEXTS } from '../admin-texts';
import { ButtonSpinner } from '../components/confirm-dialog';

const texts = QUESTION_TEXTS.fields;
type QuestionFormValues = z.input<typeof QuestionUpdateRequestSchema>;
type NumberName = 'min_value' | 'max_value' | 'display_order';
const FIELDS = [
  'question_key',
  'label',
  'description',
  'min_value',
  'max_value',
  'display_order',
  'is_active',
] as const;

/** A number input whose value reaches the schema as a number (an empty box is NaN, and refused). */
function NumberField({
  name,
  label,
  hint,
  step,
}: {
  name: NumberName;
  label: string;
  hint?: string;
  step: string;
}) {
  const { register } = useFormContext<QuestionFormValues>();
  return (
    <FormField name={name} label={label} hint={hint} required>
      {(control) => (
        <input
          type="number"
          inputMode={step === '1' ? 'numeric' : 'decimal'}
          min={0}
          step={step}
          className={controlClasses}
          {...control}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

/** What the form starts with: the question as stored, a missing description as an empty box. */
function valuesOf(question: AssessmentQuestion): QuestionFormValues {
  return {
    question_key: question.question_key,
    label: question.label,
    description: question.description ?? '',
    min_value: question.min_value,
    max_value: question.max_value,
    display_order: question.display_order,
    is_active: question.is_active,
  };
}

interface QuestionFormProps {
  question: AssessmentQuestion;
  /** Saves; a rejected promise with field errors puts them under the fields. */
  onSubmit: (input: QuestionUpdateRequest) => Promise<unknown>;
  busy: boolean;
  /** After a successful save, while the page waits to go back to the list. */
  locked: boolean;
}

/**
 * The question's fields (spec §2 "Admin outbreak questions"), validated with the API's own schema:
 * texts trimmed, min below max, the description sent as an empty string when left empty (spec §3).
 */
export function QuestionForm({ question, onSubmit, busy, locked }: QuestionFormProps) {
  const { formatMessage: t } = useIntl();
  const form = useZodForm(QuestionUpdateRequestSchema, { defaultValues: valuesOf(question) });
  const activeHintId = useId();

  const submit = async (input: QuestionUpdateRequest) => {
    try {
      await onSubmit({ ...input, description: input.description ?? '' });
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, FIELDS)) {
        form.setError(field, { type: 'server', message });
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <fieldset disabled={locked} className="space-y-5">
        <TextField
          name="question_key"
          label={t(texts.key)}
          placeholder={t(texts.keyPlaceholder)}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <TextField name="label" label={t(texts.label)} placeholder={t(texts.labelPlaceholder)} required />
        <TextareaField
          name="description"
          label={t(texts.description)}
          hint={t(texts.descriptionHint)}
          rows={3}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField name="min_value" label={t(texts.min)} step="any" />
          <NumberField name="max_value" label={t(texts.max)} step="any" />
          <NumberField name="display_order" label={t(texts.order)} hint={t(texts.orderHint)} step="1" />
        </div>
        <div>
          <CheckboxField name="is_active" label={t(texts.active)} aria-describedby={activeHintId} />
          <p id={activeHintId} className="mt-1 ms-8 text-sm text-slate-600 dark:text-slate-400">
            {t(texts.activeHint)}
          </p>
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink variant="secondary" to={paths.adminQuestions}>
          {t(COMMON_TEXTS.cancel)}
        </ButtonLink>
        <SubmitButton disabled={busy || locked}>
          {busy && <ButtonSpinner />}
          {t(busy ? QUESTION_TEXTS.saving : QUESTION_TEXTS.save)}
        </SubmitButton>
      </div>
    </Form>
  );
}
