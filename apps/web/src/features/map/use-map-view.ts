import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../lib/config-query';
import { useMapCountries } from './map-api';
import { readMapColouring } from './map-colouring';
import { readMapFilters } from './map-filters';
import { useSignalsByCountry } from './map-signals';
import { useMapTime } from './map-time';

/**
 * The map's view as the URL gives it (filters, colouring, frame) and what it draws: the countries, the
 * deployment's tiles, the frames and the countries' current signals. The map page and its embed share it.
 */
export function useMapView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => readMapFilters(new URLSearchParams(search)), [search]);
  const colouring = readMapColouring(searchParams);
  const query = useMapCountries(filters);
  const config = usePublicConfig();
  const time = useMapTime(filters, searchParams, setSearchParams);
  const signalsByCode = useSignalsByCountry(filters.disease_id);
  const signalCodes = useMemo(() => new Set(signalsByCode.keys()), [signalsByCode]);
  return {
    searchParams,
    setSearchParams,
    filters,
    colouring,
    query,
    config,
    time,
    signalsByCode,
    signalCodes,
  };
}
