import { useDeferredValue, useId, useMemo } from 'react';
import type { MapColouring } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { UnconfirmedShare } from '../../components/confirmed-toggle';
import { HatchSwatch } from './hatch-patterns';
import { formatRate } from '../../lib/format';
import { colourBandOf } from './map-colouring';
import { formatDecimal } from './map-format';
import { MAP_COUNTRY_MESSAGES as C, MAP_LEGEND_MESSAGES as L } from './messages';
import { BandSwatch, SignalSwatch } from './map-legend';
import { BAND_LABELS, hatchOf, toBand } from './severity-bands';
import type { ShownCountry } from './world-map-types';

/** Rows drawn with the page; the rest follow in a render of their own that yields to the browser. */
export const FIRST_ROWS = 12;

/**
 * Highest severity first; equal scores by name, in code-point order (the names are English; a
 * locale-aware compare would load the browser's collation data on the page's busiest task).
 */
export function byScore<T extends ShownCountry>(countries: readonly T[]): T[] {
  return [...countries].sort(
    (a, b) =>
      b.severity_score - a.severity_score ||
      (a.country_name < b.country_name ? -1 : a.country_name > b.country_name ? 1 : 0),
  );
}

interface CountryListProps {
  /**
   * The map's colouring: the swatches show the colour the map gives each country, and by incidence each
   * row gives its cases per 100,000 too. The order stays by risk (severity score) either way.
   */
  colouring?: MapColouring;
  countries: readonly ShownCountry[];
  isFiltered: boolean;
  /** Countries with a current signal, by ISO 3166-1 numeric code. */
  signalCodes: ReadonlySet<string>;
  onSelect: (code: string) => void;
  /** Out of sight while a country's panel is open, kept so that closing it is instant. */
  hidden?: boolean;
}

/**
 * Every country with outbreaks as a button, so the map's choices are open to the keyboard and to
 * screen readers too (the shapes on the map answer only the pointer).
 */
export function CountryList({
  colouring = 'severity',
  countries,
  isFiltered,
  signalCodes,
  onSelect,
  hidden,
}: CountryListProps) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  const sorted = useMemo(() => byScore(countries), [countries]);
  const firstRows = useMemo(() => sorted.slice(0, FIRST_ROWS), [sorted]);
  const rows = useDeferredValue(sorted, firstRows);

  return (
    <section
      hidden={hidden}
      aria-labelledby={titleId}
      className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={titleId} className="text-base font-semibold text-slate-950 dark:text-white">
          {t(C.listTitle)}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {sorted.length === 0
            ? isFiltered
              ? t(C.listNoneMatching)
              : t(C.listNone)
            : t(C.listCount, { count: sorted.length })}
        </p>
      </div>
      {sorted.length > 0 && (
        // `relative`: the screen-reader texts of the rows scroll with them instead of lengthening the page.
        <ul className="relative max-h-[26rem] min-h-0 flex-1 divide-y divide-slate-200 overflow-y-auto lg:max-h-none dark:divide-slate-800">
          {rows.map((country) => {
            const band = toBand(country.severity_band);
            const swatchBand = colourBandOf(country, colouring);
            const hatch = hatchOf(country);
            return (
              <li key={country.country_id}>
                <button
                  type="button"
                  data-country-code={country.numeric_code}
                  onClick={() => onSelect(country.numeric_code)}
                  className="flex w-full items-center gap-3 px-4 py-2.5 text-start hover:bg-slate-50 focus-visible:-outline-offset-4 dark:hover:bg-slate-800/60"
                >
                  {hatch === null ? (
                    <BandSwatch band={swatchBand} />
                  ) : (
                    <HatchSwatch hatch={hatch} band={swatchBand} />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900 dark:text-slate-100">
                      {country.country_name}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t(C.outbreaks, { count: country.total_outbreaks })}
                      <UnconfirmedShare count={country.total_outbreaks - country.confirmed_outbreaks} />
                      {' · '}
                      {t(C.risk, { band: t(BAND_LABELS[band].name) })}
                      {colouring === 'incidence' &&
                        ` · ${country.cases_per_100k === null ? t(C.noRate) : t(C.perBase, { rate: formatRate(country.cases_per_100k) })}`}
                      {hatch !== null && (
                        <span className="font-semibold text-amber-900 dark:text-amber-200">
                          {' · '}
                          {t(hatch === 'few' ? L.fewReports : L.unconfirmedOnly)}
                        </span>
                      )}
                      {signalCodes.has(country.numeric_code) && (
                        <span className="ms-1 inline-flex items-center gap-1 font-semibold text-violet-800 dark:text-violet-300">
                          · <SignalSwatch className="size-3" /> {t(C.signal)}
                        </span>
                      )}
                    </span>
                  </span>
                  <span className="text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-200">
                    <span className="sr-only">{t(C.scoreLabel)} </span>
                    {formatDecimal(country.severity_score)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
