import { useText } from '../../../lib/i18n/use-text';
import { formatCountryName } from '../../../lib/format';
import { getCountryShape, projectPoint, viewBoxAround } from './country-shapes';
import { LOCATOR_MESSAGES } from './messages';

interface CountryLocatorProps {
  countryName: string;
  /** ISO 3166-1 numeric code, e.g. '566' for Nigeria. */
  numericCode: string;
  latitude: number | null;
  longitude: number | null;
  className?: string;
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-7 text-slate-400 dark:text-slate-500"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </svg>
  );
}

const frame =
  'overflow-hidden rounded-lg border border-slate-200 bg-sky-50 dark:border-slate-700 dark:bg-slate-800/70';

/**
 * A small map of the outbreak's country with a dot where it was reported. The outlines ship with the
 * reports chunk, so a feed of thirty cards costs no map request at all. Territories without an outline
 * get a globe and their name.
 */
export function CountryLocator({
  countryName,
  numericCode,
  latitude,
  longitude,
  className,
}: CountryLocatorProps) {
  const t = useText();
  const shape = getCountryShape(numericCode);
  const name = formatCountryName(numericCode, countryName);

  if (!shape) {
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-1 p-2 text-center ${className ?? ''}`}
      >
        <GlobeIcon />
        <span className="text-xs leading-tight text-slate-600 dark:text-slate-300">{name}</span>
      </div>
    );
  }

  const point = latitude !== null && longitude !== null ? projectPoint(shape, latitude, longitude) : null;
  const viewBox = viewBoxAround(shape, point);
  const radius = Math.max(viewBox[2], viewBox[3]) * 0.045;

  return (
    <svg
      role="img"
      aria-label={t(LOCATOR_MESSAGES.map, { country: name })}
      viewBox={viewBox.join(' ')}
      preserveAspectRatio="xMidYMid meet"
      className={`${frame} ${className ?? ''}`}
    >
      <path d={shape.d} fillRule="evenodd" className="fill-slate-300 dark:fill-slate-500" />
      {point && (
        <>
          <circle
            cx={point[0]}
            cy={point[1]}
            r={radius * 1.9}
            className="fill-red-600/25 dark:fill-red-400/30"
          />
          <circle
            cx={point[0]}
            cy={point[1]}
            r={radius}
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
            className="fill-red-600 stroke-white dark:fill-red-400 dark:stroke-slate-900"
          />
        </>
      )}
    </svg>
  );
}
