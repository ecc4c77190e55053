import {
  MetadataItemRequestSchema,
  type MetadataItemRequest,
  type MetadataKind,
} from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useFormState } from 'react-hook-form';
import { z } from 'zod';
import { ButtonLink } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Form, useZodForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { serverFieldErrors } from '../admin-errors';
import { COMMON_TEXTS, REFERENCE_TEXTS as texts } from '../admin-texts';
import { ButtonSpinner } from '../components/confirm-dialog';
import { REFERENCE_PATHS } from './reference-paths';
import { useReferenceText } from './use-reference-text';

/**
 * The request schema of the API, with the spec's "{Kind} name is required" (§5) for a blank name
 * first; every other message is the server's own.
 */
function referenceFormSchema(nameRequired: string) {
  return z
    .object({
      name: z.string().refine((name) => name.trim() !== '', { error: nameRequired }),
      is_custom: z.boolean().optional(),
    })
    .pipe(MetadataItemRequestSchema);
}

export interface ReferenceFormValues {
  name: string;
  is_custom: boolean;
}

interface ReferenceFormProps {
  kind: MetadataKind;
  defaultValues: ReferenceFormValues;
  submitLabel: string;
  /** Saves; a rejected promise with field errors puts them under the fields. */
  onSubmit: (input: MetadataItemRequest) => Promise<unknown>;
  busy: boolean;
  /** After a successful save, while the page waits to go back to the list. */
  locked: boolean;
}

/** Name and Custom, with Cancel and the save button ("Saving..." while busy, disabled while invalid). */
export function ReferenceForm({
  kind,
  defaultValues,
  submitLabel,
  onSubmit,
  busy,
  locked,
}: ReferenceFormProps) {
  const { formatMessage: t } = useIntl();
  const rt = useReferenceText(kind);
  const [schema] = useState(() => referenceFormSchema(rt(texts.nameRequired)));
  const form = useZodForm(schema, { defaultValues });
  // Spec §5: Save is disabled while loading or invalid (an empty name included).
  const { isValid } = useFormState({ control: form.control });
  const hintId = useId();

  const submit = async (input: MetadataItemRequest) => {
    try {
      await onSubmit(input);
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, ['name', 'is_custom'] as const)) {
        form.setError(field, { type: 'server', message });
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <TextField name="name" label={rt(texts.columnName)} required autoComplete="off" disabled={locked} />
      <div>
        <CheckboxField
          name="is_custom"
          label={rt(texts.custom)}
          aria-describedby={hintId}
          disabled={locked}
        />
        <p id={hintId} className="mt-1 ms-8 text-sm text-slate-600 dark:text-slate-400">
          {rt(texts.customHint)}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink variant="secondary" to={REFERENCE_PATHS[kind].list}>
          {t(COMMON_TEXTS.cancel)}
        </ButtonLink>
        <SubmitButton disabled={busy || locked || !isValid}>
          {busy && <ButtonSpinner />}
          {busy ? rt(texts.saving) : submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
