import { AGENT_TYPES, type Disease } from '@outbreak-watch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { REPORT_FORM_MESSAGES } from './report-form-messages';
import { NEW_DISEASE_FIELDS, NEW_OPTION, type ReportFormValues } from './report-form-schema';

const AGENT_TYPE_OPTIONS = AGENT_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** The disease, or a new one with its name, category, agent type and description (spec §2). */
export function DiseaseFields({ diseases }: { diseases: UseQueryResult<Disease[]> }) {
  const { control, watch, setValue, clearErrors } = useFormContext<ReportFormValues>();
  const diseaseId = useWatch({ control, name: 'disease_id' });

  // Spec §4: choosing an existing disease clears what was typed for a new one.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'disease_id' || values.disease_id === NEW_OPTION) return;
      for (const field of NEW_DISEASE_FIELDS) setValue(field, '');
      clearErrors([...NEW_DISEASE_FIELDS]);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, clearErrors]);

  const options = [
    ...(diseases.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
    { value: NEW_OPTION, label: 'Add a new disease…' },
  ];

  return (
    <div className="space-y-5">
      <SelectField
        name="disease_id"
        label="Disease"
        required
        placeholder={diseases.isPending ? 'Loading diseases…' : 'Select a disease'}
        options={options}
        hint={diseases.data?.length === 0 ? `${REPORT_FORM_MESSAGES.noDiseases} You can add one.` : undefined}
      />
      {diseaseId === NEW_OPTION && (
        <div className="grid gap-5 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-950/40">
          <TextField
            name="disease_name"
            label="New disease name"
            required
            maxLength={100}
            autoComplete="off"
            className="sm:col-span-2"
          />
          <TextField
            name="disease_category"
            label="Category"
            placeholder="e.g. Respiratory, vector-borne"
            maxLength={100}
            autoComplete="off"
          />
          <SelectField
            name="disease_agent_type"
            label="Agent type"
            placeholder="Not specified"
            options={AGENT_TYPE_OPTIONS}
          />
          <TextareaField
            name="disease_description"
            label="Disease description"
            rows={3}
            maxLength={2000}
            className="sm:col-span-2"
          />
        </div>
      )}
    </div>
  );
}
