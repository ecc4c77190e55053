import { rangeForDays, todayUtc, type MapFrameInterval, type MapFrameSpan } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Button } from '../../components/button';
import { useBoundaries } from '../../components/map/use-boundaries';
import { formatRangeWords } from '../../lib/filter-words';
import { formatMediumDate } from '../../lib/format';
import { downloadBlob } from '../../lib/download-blob';
import { svgBlob, svgToPngBlob } from '../../lib/svg-image';
import { mapImageSvg, type MapImageInput } from './map-image';
import { MAP_IMAGE_MESSAGES as M, MAP_TIME_MESSAGES, type Translate } from './messages';
import { frameValueText } from './time-control';

/** The map's range in words: the frame shown, the last N days with their dates, or all time to today. */
export function mapRangeInWords(
  t: Translate,
  days: number | undefined,
  frame: { interval: MapFrameInterval; span: MapFrameSpan } | null,
  today = todayUtc(),
): string {
  if (frame !== null) return frameValueText(t, frame.interval, frame.span);
  if (days !== undefined) {
    return t(MAP_TIME_MESSAGES.lastDays, { days, range: formatRangeWords(rangeForDays(days, today)) });
  }
  return t(MAP_TIME_MESSAGES.allTimeTo, { date: formatMediumDate(today) });
}

/** What the map shows now, and the frame's label for the file name ("2026-W05"). */
type MapImageDownloadProps = Omit<MapImageInput, 'boundaries' | 'generatedAt' | 't'> & {
  frameLabel?: string;
};

/**
 * The map as an image to take away (PNG at twice its size, or SVG), drawn from the boundaries and the
 * figures shown now: same filter, colouring and frame, with its legend and source lines.
 */
export function MapImageDownload({ frameLabel, ...shown }: MapImageDownloadProps) {
  const { boundaries } = useBoundaries();
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const { formatMessage: t } = useIntl();

  const save = async (type: 'png' | 'svg') => {
    if (boundaries === undefined) return;
    const image = mapImageSvg({ ...shown, boundaries, generatedAt: new Date(), t });
    const name = `outbreak-map-${frameLabel ?? todayUtc()}.${type}`;
    setHasFailed(false);
    if (type === 'svg') {
      downloadBlob(svgBlob(image.svg), name);
      return;
    }
    setIsBusy(true);
    try {
      downloadBlob(await svgToPngBlob(image.svg, image.width, image.height), name);
    } catch {
      setHasFailed(true);
    } finally {
      setIsBusy(false);
    }
  };

  const isDisabled = boundaries === undefined || isBusy;
  return (
    <div className="flex flex-col gap-1 print:hidden">
      <div role="group" aria-label={t(M.label)} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t(M.label)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t(M.png)}
          aria-busy={isBusy}
          disabled={isDisabled}
          onClick={() => void save('png')}
        >
          {/* Format names stay as they are in every language. */}
          {'PNG'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t(M.svg)}
          disabled={isDisabled}
          onClick={() => void save('svg')}
        >
          {'SVG'}
        </Button>
      </div>
      {hasFailed && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t(M.failed)}
        </p>
      )}
    </div>
  );
}
