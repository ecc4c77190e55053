import { CONFIRMATION_TEXTS } from '@outbreak-watch/domain';
import { useId } from 'react';
import { formatCount } from '../../lib/format';
import { HatchSwatch } from './hatch-patterns';
import { BAND_LABELS, BAND_SWATCH_CLASSES, SIGNAL_OUTLINE, type SeverityBand } from './severity-bands';

const LEGEND_BANDS: readonly SeverityBand[] = [1, 2, 3, 4, 5, 0];

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

/**
 * Spec §2 Map: the legend explains the colours — the risk bands of the severity score (spec §9) —, the
 * hatches of a colour that rests on few or only unconfirmed reports, and the outline of the countries
 * with a current signal.
 */
export function MapLegend({ hasSignals, minReports }: { hasSignals: boolean; minReports: number }) {
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        Risk <span className="font-normal text-slate-600 dark:text-slate-400">(severity score, 0–100)</span>
      </h2>
      <ul aria-labelledby={titleId} className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
        {LEGEND_BANDS.map((band) => (
          <li key={band} className="flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
            <BandSwatch band={band} />
            <span>
              <span className="font-semibold text-slate-900 dark:text-slate-100">
                {BAND_LABELS[band].name}
              </span>{' '}
              {band !== 0 && `(${BAND_LABELS[band].range})`}
            </span>
          </li>
        ))}
      </ul>
      <p className={noteClasses}>
        <HatchSwatch hatch="few" />
        <span>
          <span className={termClasses}>{CONFIRMATION_TEXTS.fewReports}:</span> striped,{' '}
          {CONFIRMATION_TEXTS.fewReportsMeaning(formatCount(minReports))}
        </span>
      </p>
      <p className={noteClasses}>
        <HatchSwatch hatch="unconfirmed" />
        <span>
          <span className={termClasses}>{CONFIRMATION_TEXTS.unconfirmedOnly}:</span> cross-hatched,{' '}
          {CONFIRMATION_TEXTS.unconfirmedOnlyMeaning}
        </span>
      </p>
      <p className={noteClasses}>
        <SignalSwatch />
        <span>
          <span className={termClasses}>Dashed outline:</span> a current signal, more reports or cases than
          expected in a recent week{hasSignals ? '' : ' (none now)'}
        </span>
      </p>
    </div>
  );
}
