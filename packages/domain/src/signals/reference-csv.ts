import { readFileSync } from 'node:fs';

const DATA = new URL('../../../../../shared/data/signals/', import.meta.url);

/** One reference CSV of shared/data/signals (R's write.csv: a header, quoted strings, no commas inside). */
export function readReferenceCsv(name: string): Record<string, string>[] {
  let text: string;
  try {
    text = readFileSync(new URL(name, DATA), 'utf8');
  } catch {
    throw new Error(
      `The signal reference file ${name} is missing: it lives in shared/data/signals beside the repository.`,
    );
  }
  const [header, ...lines] = text.trim().split('\n');
  const columns = header.split(',').map((c) => c.replaceAll('"', ''));
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((v, i) => [columns[i], v.replaceAll('"', '')])),
  );
}

/** The five weekly count series of series.csv. */
export const REFERENCE_SERIES = ['steady', 'seasonal', 'trend', 'sparse', 'overdispersed'] as const;

export function referenceCounts(name: string): number[] {
  return readReferenceCsv('series.csv').map((row) => Number(row[name]));
}
