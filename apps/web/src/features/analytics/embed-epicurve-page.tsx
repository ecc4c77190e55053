import { useIntl } from '../../lib/i18n/use-intl';
import { useSearchParams } from 'react-router';
import { EmbedFrame } from '../../components/embed-frame';
import { formatRangeWords, useFilterInWords } from '../../lib/filter-words';
import { paths } from '../../lib/paths';
import {
  analyticsSearchParams,
  DEFAULT_VIEW,
  readAnalyticsFilters,
  readAnalyticsView,
} from './analytics-filters';
import { useEpicurve } from './api/get-epicurve';
import { EPICURVE_MESSAGES } from './messages';
import { EpidemicCurveBody } from './epidemic-curve';

/**
 * `/embed/epicurve`: the epidemic curve of the URL's filter and stack, alone, for another site's
 * frame; its link opens the analytics page on the same view.
 */
export function EmbedEpicurvePage() {
  const [params] = useSearchParams();
  const filters = readAnalyticsFilters(params);
  const { stack } = readAnalyticsView(params);
  const curve = useEpicurve(filters, stack);
  const filterWords = useFilterInWords(filters);
  const range = curve.data?.range;
  const { formatMessage: t } = useIntl();

  return (
    <EmbedFrame
      title={t(EPICURVE_MESSAGES.title)}
      filterWords={filterWords}
      range={range && formatRangeWords(range)}
      fullPageHref={paths.withSearch(
        paths.analysis,
        analyticsSearchParams(filters, { ...DEFAULT_VIEW, stack }),
      )}
    >
      <EpidemicCurveBody curve={curve} />
    </EmbedFrame>
  );
}
