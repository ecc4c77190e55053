import type { ImportDateFormat, ImportJob, ImportMapping } from '@outbreak-watch/domain';

/** Two mappings are the same when their JSON with sorted keys is (the server may order keys its own way). */
export function sameMapping(a: ImportMapping, b: ImportMapping): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first non-empty value of the column mapped to the date, as written in the file. */
export function firstDateValue(job: Pick<ImportJob, 'headers' | 'sample_rows'>, mapping: ImportMapping) {
  const header = mapping.columns.date;
  const index = header === undefined ? -1 : job.headers.indexOf(header);
  if (index === -1) return null;
  return job.sample_rows.map((row) => row[index]?.trim() ?? '').find((value) => value !== '') ?? null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** How a date as written reads with a format, as an ISO date; null when it does not read as one. */
export function readDate(value: string, format: ImportDateFormat): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  if (!parts || format === 'iso') return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return format === 'dmy' ? valid(year, second, first) : valid(year, first, second);
}

function valid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? `${year}-${pad(month)}-${pad(day)}`
    : null;
}
