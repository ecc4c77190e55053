import { MAP_TEXTS, type MapCountry } from '@outbreak-watch/domain';
import { useId } from 'react';
import { CompactOutbreakTable } from '../../components/compact-outbreak-table';
import { formatCount, formatPlace } from './map-format';

function summary(country: MapCountry): string {
  const shown = country.recent.length;
  const total = country.total_outbreaks;
  if (shown >= total)
    return total === 1 ? 'The one matching outbreak' : `All ${total} matching outbreaks, newest first`;
  return `The ${shown} most recent of ${formatCount(total)} matching outbreaks`;
}

/** Spec §2 Map: the selected country's outbreaks below the map (the newest six the summary carries). */
export function CountryOutbreaksTable({ name, country }: { name: string; country: MapCountry | undefined }) {
  const titleId = useId();
  const outbreaks = country?.recent ?? [];

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {MAP_TEXTS.tableTitle(name)}
        </h2>
        {country !== undefined && outbreaks.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{summary(country)}</p>
        )}
      </div>
      {outbreaks.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-700 sm:px-6 dark:text-slate-300">
          {MAP_TEXTS.tableEmpty(name)}
        </p>
      ) : (
        <CompactOutbreakTable
          caption={MAP_TEXTS.tableTitle(name)}
          outbreaks={outbreaks.map((outbreak) => ({ ...outbreak, location: formatPlace(outbreak, name) }))}
        />
      )}
    </section>
  );
}
