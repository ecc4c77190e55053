import type { Country } from '@outbreak-watch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from '../../../lib/i18n/use-intl';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useStates } from '../../../lib/reference-api';
import { REPORT_FORM_TEXT as TEXT } from './messages';
import { localToday, NEW_OPTION, type ReportFormValues } from './report-form-schema';

function statePlaceholder(hasCountry: boolean, isPending: boolean) {
  if (!hasCountry) return TEXT.chooseCountryFirst;
  return isPending ? TEXT.loadingStates : TEXT.notSpecified;
}

/** Date, country, state (or a new one) and city. Another country starts the state over (spec §4). */
export function LocationFields({ countries }: { countries: UseQueryResult<Country[]> }) {
  const { control, watch, setValue, clearErrors } = useFormContext<ReportFormValues>();
  const countryId = useWatch({ control, name: 'country_id' });
  const stateId = useWatch({ control, name: 'state_id' });
  const states = useStates(countryId === '' ? null : Number(countryId));
  const { formatMessage: t } = useIntl();

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
    ...(countryId === '' ? [] : [{ value: NEW_OPTION, label: t(TEXT.addState) }]),
  ];
  const stateHint = states.isError
    ? t(TEXT.statesFailed, { message: errorMessage(states.error, t(TEXT.unknownLoadError)) })
    : states.data?.length === 0
      ? t(TEXT.noStates)
      : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="date" label={t(TEXT.date)} type="date" required max={localToday()} />
      <SelectField
        name="country_id"
        label={t(TEXT.country)}
        required
        placeholder={t(countries.isPending ? TEXT.loadingCountries : TEXT.selectCountry)}
        options={countryOptions}
        hint={countries.data?.length === 0 ? t(TEXT.noCountries) : undefined}
      />
      <SelectField
        name="state_id"
        label={t(TEXT.state)}
        placeholder={t(statePlaceholder(countryId !== '', states.isPending))}
        options={stateOptions}
        hint={stateHint}
      />
      {stateId === NEW_OPTION && (
        <TextField name="state_name" label={t(TEXT.newState)} required maxLength={100} autoComplete="off" />
      )}
      <TextField name="city" label={t(TEXT.city)} maxLength={100} autoComplete="off" />
    </div>
  );
}
