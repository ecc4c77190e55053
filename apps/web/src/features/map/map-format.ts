import type { MapRecentOutbreak } from '@outbreak-watch/domain';

/** DESIGN decisions "Full precision": the server sends exact means; screens round to two decimals. */
export { formatCount, formatDecimal } from '../../lib/format';

/** Where in the country: "Ikeja, Lagos", the state alone, or the country when nothing finer is known. */
export function formatPlace(
  outbreak: Pick<MapRecentOutbreak, 'city' | 'state_name'>,
  countryName: string,
): string {
  const parts = [outbreak.city, outbreak.state_name].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  return parts.length === 0 ? countryName : parts.join(', ');
}
