import {
  MAP_FRAME_INTERVALS,
  mapFrameEntries,
  type MapFrameEntry,
  type MapFrameInterval,
} from '@outbreak-watch/domain';
import { useMemo } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { useMapFrames } from './map-frames-api';
import { withParam, type MapViewFilters } from './map-filters';

/**
 * The map over time, kept in the URL: `interval=week` (or `month`) turns the time control on, `frame`
 * names the week or month shown (`2026-W05`, `2026-02`), so a shared link opens on that frame.
 */
export const TIME_PARAMS = { interval: 'interval', frame: 'frame' } as const;

export function readMapInterval(params: URLSearchParams): MapFrameInterval | null {
  const value = params.get(TIME_PARAMS.interval);
  return (MAP_FRAME_INTERVALS as readonly (string | null)[]).includes(value)
    ? (value as MapFrameInterval)
    : null;
}

/**
 * The time control's state and its changes: the frames of the map's filters, the one shown (the first
 * when the URL names none, or one the frames do not have), and its countries under the map's names.
 */
export function useMapTime(filters: MapViewFilters, params: URLSearchParams, setParams: SetURLSearchParams) {
  const interval = readMapInterval(params);
  const label = params.get(TIME_PARAMS.frame);
  const query = useMapFrames(filters, interval);
  const data = interval === null ? undefined : query.data;
  const frames = data?.frames;
  const found = frames?.findIndex((frame) => frame.label === label) ?? -1;
  const index = found < 0 ? 0 : found;
  const frame = frames?.[index];

  const entries = useMemo((): MapFrameEntry[] | null => {
    if (data === undefined || frame === undefined) return null;
    const countries = new Map(data.countries.map((country) => [country.country_id, country]));
    return mapFrameEntries(frame, countries, data.min_reports);
  }, [data, frame]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) =>
        Object.entries(changes).reduce((next, [key, value]) => withParam(next, key, value), current),
      { replace: true, preventScrollReset: true },
    );

  return {
    interval,
    query,
    frames,
    index,
    frame,
    entries,
    /** Turns the control on (weekly frames, from the first) or off (the whole range again). */
    setOn: (isOn: boolean) =>
      update({ [TIME_PARAMS.interval]: isOn ? 'week' : null, [TIME_PARAMS.frame]: null }),
    setInterval: (next: MapFrameInterval) =>
      update({ [TIME_PARAMS.interval]: next, [TIME_PARAMS.frame]: null }),
    setIndex: (next: number) => {
      const target = frames?.[next];
      if (target) update({ [TIME_PARAMS.frame]: target.label });
    },
  };
}
