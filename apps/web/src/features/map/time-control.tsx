import { MAP_FRAME_INTERVALS, type MapFrameInterval, type MapFrameSpan } from '@outbreak-watch/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Spinner } from '../../components/spinner';
import { formatCount, formatMediumDate } from '../../lib/format';
import { MAP_TIME_MESSAGES as M, type Translate } from './messages';

/** One frame a second; with reduced motion asked for, one every two seconds (still playable). */
export const PLAY_STEP_MS = { normal: 1000, reduced: 2000 } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** "Jan 26, 2026 – Feb 1, 2026", or one date for a frame of one day. */
export function frameDates(t: Translate, frame: Pick<MapFrameSpan, 'start' | 'end'>): string {
  const start = formatMediumDate(frame.start);
  return frame.start === frame.end ? start : t(M.dates, { start, end: formatMediumDate(frame.end) });
}

/** What the slider says of its value: "Week 2026-W05, Jan 26, 2026 – Feb 1, 2026". */
export function frameValueText(t: Translate, interval: MapFrameInterval, frame: MapFrameSpan): string {
  return t(M.valueText, { interval, label: frame.label, dates: frameDates(t, frame) });
}

const INTERVAL_NAMES = { week: M.weekly, month: M.monthly } as const;

const buttonClasses =
  'inline-flex min-w-24 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 ' +
  'text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50 disabled:opacity-50 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

function PlayIcon({ isPlaying }: { isPlaying: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      {isPlaying ? (
        <path d="M5.75 3a.75.75 0 0 0-.75.75v12.5c0 .41.34.75.75.75h1.5a.75.75 0 0 0 .75-.75V3.75A.75.75 0 0 0 7.25 3h-1.5Zm7 0a.75.75 0 0 0-.75.75v12.5c0 .41.34.75.75.75h1.5a.75.75 0 0 0 .75-.75V3.75a.75.75 0 0 0-.75-.75h-1.5Z" />
      ) : (
        <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
      )}
    </svg>
  );
}

interface FrameSliderProps {
  interval: MapFrameInterval;
  frames: readonly MapFrameSpan[];
  index: number;
  onIndexChange: (index: number) => void;
}

/** The slider, the shown frame's dates and Play/Pause, which steps a frame at a time to the last. */
function FrameSlider({ interval, frames, index, onIndexChange }: FrameSliderProps) {
  const sliderId = useId();
  const { formatMessage: t } = useIntl();
  const [isPlaying, setPlaying] = useState(false);
  const last = frames.length - 1;
  const frame = frames[Math.min(index, last)];
  // The timer reads the latest handler without starting again at every render.
  const advance = useRef(onIndexChange);
  useEffect(() => {
    advance.current = onIndexChange;
  });

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(
      () => {
        const next = Math.min(index + 1, last);
        if (next >= last) setPlaying(false);
        advance.current(next);
      },
      prefersReducedMotion() ? PLAY_STEP_MS.reduced : PLAY_STEP_MS.normal,
    );
    return () => clearTimeout(timer);
  }, [isPlaying, index, last]);

  const togglePlay = () => {
    if (isPlaying) return setPlaying(false);
    // From the end, play starts again at the first frame.
    if (index >= last) onIndexChange(0);
    setPlaying(true);
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <button type="button" onClick={togglePlay} disabled={last < 1} className={buttonClasses}>
        <PlayIcon isPlaying={isPlaying} />
        {t(isPlaying ? M.pause : M.play)}
      </button>
      <div className="min-w-0 flex-1">
        <label htmlFor={sliderId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t(M.slider, { interval })}:{' '}
          <span className="font-semibold text-slate-950 tabular-nums dark:text-white">
            {frame.label} · {frameDates(t, frame)}
          </span>
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={Math.max(last, 0)}
          step={1}
          value={Math.min(index, last)}
          aria-valuetext={frameValueText(t, interval, frame)}
          onChange={(event) => onIndexChange(Number(event.target.value))}
          className="mt-2 block w-full accent-brand-700 dark:accent-brand-300"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-600 tabular-nums dark:text-slate-400">
          <span>{frames[0].label}</span>
          <span>{t(M.position, { index: formatCount(index + 1), count: formatCount(frames.length) })}</span>
          <span>{frames[last].label}</span>
        </div>
      </div>
    </div>
  );
}

interface TimeControlProps {
  /** The frames' length, or null while the control is off (the map shows the whole range). */
  interval: MapFrameInterval | null;
  onToggle: (isOn: boolean) => void;
  onIntervalChange: (interval: MapFrameInterval) => void;
  frames: readonly MapFrameSpan[] | undefined;
  index: number;
  onIndexChange: (index: number) => void;
  /** The frames could not be loaded: the server's reason, if any. */
  error: string | null;
}

/**
 * The map's time control: off, the map shows its whole range; "Over time" steps through it a week or
 * a month at a time, with a native slider (arrow keys move it), its dates, and Play/Pause.
 */
export function TimeControl({
  interval,
  onToggle,
  onIntervalChange,
  frames,
  index,
  onIndexChange,
  error,
}: TimeControlProps) {
  const id = useId();
  const { formatMessage: t } = useIntl();
  const isOn = interval !== null;
  return (
    <section
      aria-label={t(M.region)}
      className="print:hidden rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-start gap-2.5">
          <input
            id={`${id}-on`}
            type="checkbox"
            checked={isOn}
            onChange={(event) => onToggle(event.target.checked)}
            aria-describedby={`${id}-hint`}
            className="mt-1 size-4 shrink-0 accent-brand-700 dark:accent-brand-300"
          />
          <div>
            <label
              htmlFor={`${id}-on`}
              className="cursor-pointer font-semibold text-slate-900 dark:text-slate-100"
            >
              {t(M.toggle)}
            </label>
            <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {t(M.toggleHint)}
            </p>
          </div>
        </div>
        {isOn && (
          <div className="flex items-center gap-2">
            <label
              htmlFor={`${id}-interval`}
              className="text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t(M.interval)}
            </label>
            <select
              id={`${id}-interval`}
              value={interval}
              onChange={(event) => onIntervalChange(event.target.value as MapFrameInterval)}
              className="rounded-lg border border-slate-300 bg-white py-1.5 ps-3 pe-8 text-sm text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              {MAP_FRAME_INTERVALS.map((value) => (
                <option key={value} value={value}>
                  {t(INTERVAL_NAMES[value])}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {isOn && (
        <div className="mt-3">
          {error !== null ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-300">
              {error}
            </p>
          ) : frames === undefined || frames.length === 0 ? (
            <Spinner label={t(M.loading)} />
          ) : (
            <FrameSlider interval={interval} frames={frames} index={index} onIndexChange={onIndexChange} />
          )}
        </div>
      )}
    </section>
  );
}
