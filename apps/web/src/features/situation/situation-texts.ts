import type { MessageDescriptor, MessageValues } from '@outbreak-watch/domain';
import type { IntlShape } from 'react-intl';
import { SITUATION_PAGE_MESSAGES as M } from './messages';

/** A formatter of messages in the page's language (react-intl's `formatMessage`). */
type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/** The report's title from its filter's names: "Situation report: Cholera in Kenya". */
export function situationTitle(t: Translate, names: { disease?: string; place?: string }): string {
  const disease = names.disease ?? t(M.allDiseases);
  return names.place ? t(M.titlePlace, { disease, place: names.place }) : t(M.titleWorld, { disease });
}

/** "+12 (+25%)", "−3 (−10.5%)", "0 (no change)"; "+4 (new)" where the base was 0. */
export function changeInWords(
  intl: Pick<IntlShape, 'formatNumber'> & { formatMessage: Translate },
  change: { absolute: number | null; percent: number | null },
  format: (value: number) => string,
): string {
  const { formatMessage: t } = intl;
  if (change.absolute === null) return '—';
  if (change.absolute === 0) return t(M.noChange, { zero: format(0) });
  const sign = change.absolute > 0 ? '+' : '−';
  const absolute = `${sign}${format(Math.abs(change.absolute))}`;
  if (change.percent === null) return t(M.changeNew, { change: absolute });
  // The language's percent: "25%", "25 %", "25٪".
  const percent = intl.formatNumber(Math.abs(change.percent) / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return t(M.changePercent, { change: absolute, percent: `${sign}${percent}` });
}
