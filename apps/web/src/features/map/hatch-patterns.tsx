import { useColorScheme } from '../../components/map/boundary-colors';
import { hatchPatternId, hatchPatterns, type ReportHatch, type SeverityBand } from './severity-bands';

/**
 * The hatches of the map's shapes, legend and lists as SVG patterns: band-coloured stripes on the land
 * colour of the scheme, diagonal for "few reports", crossed for "unconfirmed only". Leaflet's shapes and
 * the swatches name them by id (`fill="url(#…)"`), so they are drawn once per page, out of sight.
 */
export function HatchPatterns() {
  const scheme = useColorScheme();
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        {hatchPatterns(scheme).map(({ id, size, land, stripe, isCrossed }) => (
          <pattern
            key={id}
            id={id}
            width={size}
            height={size}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={size} height={size} fill={land} />
            <rect width={size / 2} height={size} fill={stripe} />
            {isCrossed && <rect width={size} height={size / 3} fill={stripe} />}
          </pattern>
        ))}
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
