import { AGENT_TYPES, type Disease } from '@outbreak-watch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from '../../../lib/i18n/use-intl';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { REPORT_FORM_TEXT as TEXT } from './messages';
import { NEW_DISEASE_FIELDS, NEW_OPTION, type ReportFormValues } from './report-form-schema';

/** The disease, or a new one with its name, category, agent type and description (spec §2). */
export function DiseaseFields({ diseases }: { diseases: UseQueryResult<Disease[]> }) {
  const { control, watch, setValue, clearErrors } = useFormContext<ReportFormValues>();
  const diseaseId = useWatch({ control, name: 'disease_id' });
  const { formatMessage: t } = useIntl();
  const agentTypeOptions = AGENT_TYPES.map((type) => ({
    value: type,
    label: t(TEXT.agentTypeName, { type }),
  }));

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
    { value: NEW_OPTION, label: t(TEXT.addDisease) },
  ];

  return (
    <div className="space-y-5">
      <SelectField
        name="disease_id"
        label={t(TEXT.diseaseField)}
        required
        placeholder={t(diseases.isPending ? TEXT.loadingDiseases : TEXT.selectDisease)}
        options={options}
        hint={diseases.data?.length === 0 ? t(TEXT.noDiseases) : undefined}
      />
      {diseaseId === NEW_OPTION && (
        <div className="grid gap-5 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-950/40">
          <TextField
            name="disease_name"
            label={t(TEXT.newDisease)}
            required
            maxLength={100}
            autoComplete="off"
            className="sm:col-span-2"
          />
          <TextField
            name="disease_category"
            label={t(TEXT.category)}
            placeholder={t(TEXT.categoryHint)}
            maxLength={100}
            autoComplete="off"
          />
          <SelectField
            name="disease_agent_type"
            label={t(TEXT.agentType)}
            placeholder={t(TEXT.notSpecified)}
            options={agentTypeOptions}
          />
          <TextareaField
            name="disease_description"
            label={t(TEXT.diseaseDescription)}
            rows={3}
            maxLength={2000}
            className="sm:col-span-2"
          />
        </div>
      )}
    </div>
  );
}
