import type { MapCountry } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { CompactOutbreakTable } from '../../components/compact-outbreak-table';
import { formatCount, formatPlace } from './map-format';
import { MAP_COUNTRY_MESSAGES as C, type Translate } from './messages';

function summary(t: Translate, country: MapCountry): string {
  const shown = country.recent.length;
  const total = country.total_outbreaks;
  if (shown >= total) return total === 1 ? t(C.tableOne) : t(C.tableAll, { total: formatCount(total) });
  return t(C.tableSome, { shown: formatCount(shown), total: formatCount(total) });
}

/** Spec §2 Map: the selected country's outbreaks below the map (the newest six the summary carries). */
export function CountryOutbreaksTable({ name, country }: { name: string; country: MapCountry | undefined }) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  const outbreaks = country?.recent ?? [];

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {t(C.tableTitle, { country: name })}
        </h2>
        {country !== undefined && outbreaks.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{summary(t, country)}</p>
        )}
      </div>
      {outbreaks.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-700 sm:px-6 dark:text-slate-300">
          {t(C.tableEmpty, { country: name })}
        </p>
      ) : (
        <CompactOutbreakTable
          caption={t(C.tableTitle, { country: name })}
          outbreaks={outbreaks.map((outbreak) => ({ ...outbreak, location: formatPlace(outbreak, name) }))}
        />
      )}
    </section>
  );
}
