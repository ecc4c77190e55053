import type { Country } from '@outbreak-watch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useStates } from '../../../lib/reference-api';
import { REPORT_FORM_MESSAGES } from './report-form-messages';
import { localToday, NEW_OPTION, type ReportFormValues } from './report-form-schema';

function statePlaceholder(hasCountry: boolean, isPending: boolean): string {
  if (!hasCountry) return 'Choose a country first';
  return isPending ? 'Loading states…' : 'Not specified';
}

/** Date, country, state (or a new one) and city. Another country starts the state over (spec §4). */
export function LocationFields({ countries }: { countries: UseQueryResult<Country[]> }) {
  const { control, watch, setValue, clearErrors } = useFormContext<ReportFormValues>();
  const countryId = useWatch({ control, name: 'country_id' });
  const stateId = useWatch({ control, name: 'state_id' });
  const states = useStates(countryId === '' ? null : Number(countryId));

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'country_id') {
        setValue('state_id', '');
        setValue('state_name', '');
        clearErrors(['state_id', 'state_name']);
      } else if (name === 'state_id') {
        setValue('state_name', '');
        clearErrors('state_name');
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, clearErrors]);

  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const stateOptions = [
    ...(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ...(countryId === '' ? [] : [{ value: NEW_OPTION, label: 'Add a new state…' }]),
  ];
  const stateHint = states.isError
    ? `The states could not be loaded: ${errorMessage(states.error, REPORT_FORM_MESSAGES.unknownLoadError)}`
    : states.data?.length === 0
      ? `${REPORT_FORM_MESSAGES.noStates} You can add one.`
      : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="date" label="Date" type="date" required max={localToday()} />
      <SelectField
        name="country_id"
        label="Country"
        required
        placeholder={countries.isPending ? 'Loading countries…' : 'Select a country'}
        options={countryOptions}
        hint={countries.data?.length === 0 ? REPORT_FORM_MESSAGES.noCountries : undefined}
      />
      <SelectField
        name="state_id"
        label="State / province"
        placeholder={statePlaceholder(countryId !== '', states.isPending)}
        options={stateOptions}
        hint={stateHint}
      />
      {stateId === NEW_OPTION && (
        <TextField name="state_name" label="New state name" required maxLength={100} autoComplete="off" />
      )}
      <TextField name="city" label="City" maxLength={100} autoComplete="off" />
    </div>
  );
}
