import type { MapRecentOutbreak } from '@outbreak-watch/domain';

/** DESIGN decisions "Full precision": the server sends exact means; screens round to two decimals. */
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatDecimal(value: number): string {
  return twoDecimals.format(value);
}

export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

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
