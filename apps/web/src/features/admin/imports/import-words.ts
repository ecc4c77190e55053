import { isLocale, localeDirection, type ImportCounts } from '@outbreak-watch/domain';
import type { IntlShape } from 'react-intl';
import { IMPORT_TEXTS as texts } from '../admin-texts';

/** A list of parts as the language writes one: "3 added, 0 refused". */
export const listOf = (intl: IntlShape, parts: string[]) =>
  intl.formatList(parts, { type: 'conjunction', style: 'narrow' });

/** What a run did, in words: added and refused always, updated and duplicates when there were any. */
export function resultWords(intl: IntlShape, counts: Omit<ImportCounts, 'total'>): string {
  const t = intl.formatMessage;
  return listOf(intl, [
    t(texts.resultAdded, { count: counts.added }),
    ...(counts.updated > 0 ? [t(texts.resultUpdated, { count: counts.updated })] : []),
    t(texts.resultRefused, { count: counts.refused }),
    ...(counts.duplicates > 0 ? [t(texts.resultDuplicates, { count: counts.duplicates })] : []),
  ]);
}

/** A file's size: bytes, else kilobytes or megabytes with one decimal, in the reader's numbers. */
export function formatSize(intl: IntlShape, bytes: number): string {
  const decimal = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes < 1024) return intl.formatMessage(texts.sizeBytes, { size: intl.formatNumber(bytes) });
  if (bytes < 1024 * 1024) return intl.formatMessage(texts.sizeKilobytes, { size: decimal(bytes / 1024) });
  return intl.formatMessage(texts.sizeMegabytes, { size: decimal(bytes / 1024 / 1024) });
}

/**
 * A name in its own direction (Unicode isolates) on a right-to-left page, so a Latin name does not
 * carry the numbers after it into its run; left-to-right pages show it as it is.
 */
export const isolated = (intl: IntlShape, text: string) =>
  isLocale(intl.locale) && localeDirection(intl.locale) === 'rtl' ? `\u2068${text}\u2069` : text;
