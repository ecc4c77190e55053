import type { Signal } from '@outbreak-watch/domain';
import { useMemo } from 'react';
import { useCountries } from '../../lib/reference-api';
import { useSignals } from '../../lib/signals-api';

const NO_SIGNALS: ReadonlyMap<string, readonly Signal[]> = new Map();

/**
 * The current signals of each country (its own series and its series per disease), by ISO 3166-1
 * numeric code, for the map's outlines, the list's marks and the panel. Narrowed to the map's disease
 * when it has one; the date range does not apply (signals are those of the current weeks).
 */
export function useSignalsByCountry(diseaseId: number | undefined): ReadonlyMap<string, readonly Signal[]> {
  const signals = useSignals(diseaseId === undefined ? {} : { disease_id: diseaseId });
  const countries = useCountries();
  return useMemo(() => {
    if (!signals.data || !countries.data) return NO_SIGNALS;
    const codeOf = new Map(countries.data.map((country) => [country.id, country.numeric_code]));
    const byCode = new Map<string, Signal[]>();
    for (const signal of signals.data.signals) {
      const code = signal.country_id === null ? undefined : codeOf.get(signal.country_id);
      if (code === undefined) continue;
      byCode.set(code, [...(byCode.get(code) ?? []), signal]);
    }
    return byCode;
  }, [signals.data, countries.data]);
}
