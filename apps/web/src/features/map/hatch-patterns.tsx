import { BOUNDARY_COLORS, useColorScheme } from '../../components/map/boundary-colors';
import {
  BAND_FILLS,
  HATCH_NEUTRAL,
  hatchPatternId,
  type ReportHatch,
  type SeverityBand,
} from './severity-bands';

const HATCHES: readonly ReportHatch[] = ['few', 'unconfirmed'];
const BANDS: readonly SeverityBand[] = [0, 1, 2, 3, 4, 5];
/** Stripe spacing in screen pixels: wide enough to read at world zoom, narrow enough for small countries. */
const SIZE = 6;

/**
 * The hatches of the map's shapes, legend and lists as SVG patterns: band-coloured stripes on the land
 * colour of the scheme, diagonal for "few reports", crossed for "unconfirmed only". Leaflet's shapes and
 * the swatches name them by id (`fill="url(#…)"`), so they are drawn once per page, out of sight.
 */
export function HatchPatterns() {
  const scheme = useColorScheme();
  const land = BOUNDARY_COLORS[scheme].land;
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        {HATCHES.flatMap((hatch) =>
          BANDS.map((band) => {
            const stripe = band === 0 ? HATCH_NEUTRAL[scheme] : BAND_FILLS[band];
            return (
              <pattern
                key={hatchPatternId(hatch, band)}
                id={hatchPatternId(hatch, band)}
                width={SIZE}
                height={SIZE}
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width={SIZE} height={SIZE} fill={land} />
                <rect width={SIZE / 2} height={SIZE} fill={stripe} />
                {hatch === 'unconfirmed' && <rect width={SIZE} height={SIZE / 3} fill={stripe} />}
              </pattern>
            );
          }),
        )}
      </defs>
    </svg>
  );
}

/** A legend or list swatch in a hatch (the neutral grey unless a band is given). */
export function HatchSwatch({
  hatch,
  band = 0,
  className = 'size-4',
}: {
  hatch: ReportHatch;
  band?: SeverityBand;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={`inline-block shrink-0 rounded-sm ring-1 ring-slate-500/60 ring-inset ${className}`}
    >
      <rect width="100%" height="100%" fill={`url(#${hatchPatternId(hatch, band)})`} />
    </svg>
  );
}
