import { RATE_TEXTS, type MapColouring } from '@outbreak-watch/domain';
import { useId, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { HatchSwatch } from './hatch-patterns';
import { bandEntry, LEGEND_BANDS, legendNotes, legendTitle } from './legend-entries';
import { MAP_LEGEND_MESSAGES } from './messages';
import { BAND_SWATCH_CLASSES, SIGNAL_OUTLINE, type SeverityBand } from './severity-bands';

export function BandSwatch({ band, className = 'size-4' }: { band: SeverityBand; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-sm ring-1 ring-slate-500/60 ring-inset ${BAND_SWATCH_CLASSES[band]} ${className}`}
    />
  );
}

/** The mark of a country with a current signal: the map's dashed outline in small. */
export function SignalSwatch({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-sm ${SIGNAL_OUTLINE.swatchClasses} ${className}`}
    />
  );
}

const noteClasses = 'mt-2 flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300';
const termClasses = 'font-semibold text-slate-900 dark:text-slate-100';

function LegendTitle({ colouring, id }: { colouring: MapColouring; id: string }) {
  const { formatMessage: t } = useIntl();
  const { title, note } = legendTitle(t, colouring);
  return (
    <h2 id={id} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
      {title}{' '}
      <span className="font-normal text-slate-600 dark:text-slate-400">
        {t(MAP_LEGEND_MESSAGES.titleNote, { note })}
      </span>
    </h2>
  );
}

function LegendNote({ swatch, note }: { swatch: ReactNode; note: { term: string; meaning: string } }) {
  return (
    <p className={noteClasses}>
      {swatch}
      <span>
        <span className={termClasses}>{note.term}</span> {note.meaning}
      </span>
    </p>
  );
}

/**
 * Spec §2 Map: the legend explains the colours — the risk bands of the severity score (spec §9), or the
 * bands of cases per 100,000 —, the hatches of a colour that rests on few or only unconfirmed reports,
 * the outline of the countries with a current signal, and where the population figures come from.
 */
export function MapLegend({
  colouring,
  hasSignals,
  minReports,
}: {
  colouring: MapColouring;
  hasSignals: boolean;
  minReports: number;
}) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
  const notes = legendNotes(t, minReports, hasSignals);
  return (
    <div>
      <LegendTitle colouring={colouring} id={titleId} />
      <ul aria-labelledby={titleId} className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
        {LEGEND_BANDS.map((band) => {
          const entry = bandEntry(t, colouring, band);
          return (
            <li key={band} className="flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
              <BandSwatch band={band} />
              <span>
                <span className="font-semibold text-slate-900 dark:text-slate-100">{entry.name}</span>
                {entry.range !== undefined && ` ${t(MAP_LEGEND_MESSAGES.titleNote, { note: entry.range })}`}
              </span>
            </li>
          );
        })}
      </ul>
      <LegendNote swatch={<HatchSwatch hatch="few" />} note={notes.few} />
      <LegendNote swatch={<HatchSwatch hatch="unconfirmed" />} note={notes.unconfirmed} />
      <LegendNote swatch={<SignalSwatch />} note={notes.signal} />
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        <a
          href={RATE_TEXTS.sourceUrl}
          className="underline underline-offset-2 hover:text-slate-900 dark:hover:text-slate-100"
        >
          {t(MAP_LEGEND_MESSAGES.populationSource)}
        </a>
      </p>
    </div>
  );
}
