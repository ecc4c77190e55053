import {
  ALERT_CHANNELS,
  ALERT_STATES,
  type AlertChannel,
  type AlertLogEntry,
  type AlertState,
} from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { FilterSelect } from '../../../components/filter-controls';
import { DateRangeInputs } from '../components/date-range-inputs';
import { ALERT_CATEGORIES, ALERT_LOG_TEXTS as texts, alertCategoryLabel } from '../admin-texts';
import { useAlertLog, type AlertLogParams } from '../api/alert-log-api';
import { AdminCard } from '../components/admin-page';
import { AdminListPage } from '../components/admin-list-page';
import { useUrlFilters } from '../use-url-filters';
import { formatTexts, listStateTexts } from '../format-texts';
import { AlertEntryCard } from './alert-entry-card';
import { AlertSummary } from './alert-summary';

const FILTER_KEYS = ['channel', 'state', 'category', 'recipient', 'from', 'to'] as const;
const CHANNEL_CHOICES = ['all', ...ALERT_CHANNELS] as const;

const isChannel = (value: string): value is AlertChannel =>
  (ALERT_CHANNELS as readonly string[]).includes(value);
const isState = (value: string): value is AlertState => (ALERT_STATES as readonly string[]).includes(value);

/** Rows of different channels may share an id: the key tells them apart. */
const entryKey = (entry: AlertLogEntry) =>
  entry.id * ALERT_CHANNELS.length + ALERT_CHANNELS.indexOf(entry.channel);

/** `/admin/alerts`: every delivery of an alert, filtered in the URL, with the outboxes' counts. */
export function AlertLogPage() {
  const { formatMessage: t } = useIntl();
  const { values, page, setFilter, setPage } = useUrlFilters(FILTER_KEYS);
  const channel = isChannel(values.channel) ? values.channel : undefined;
  const params: AlertLogParams = {
    page,
    channel,
    state: isState(values.state) ? values.state : undefined,
    category: values.category || undefined,
    recipient: values.recipient || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const list = useAlertLog(params);
  const filtersId = useId();

  return (
    <AdminListPage
      title={t(texts.title)}
      intro={t(texts.intro)}
      toolbar={{
        choicesLabel: t(texts.channelsLabel),
        choices: CHANNEL_CHOICES,
        choiceLabels: formatTexts(t, texts.channels),
        chosen: channel ?? 'all',
        onChoose: (value) => setFilter('channel', value === 'all' ? '' : value),
        searchLabel: t(texts.search),
        searchPlaceholder: t(texts.searchPlaceholder),
        search: values.recipient,
        onSearch: (words) => setFilter('recipient', words),
      }}
      summary={
        <>
          <AdminCard className="mb-4 p-4" labelledBy={filtersId}>
            <h2 id={filtersId} className="sr-only">
              {t(texts.filters)}
            </h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <FilterSelect
                label={t(texts.state)}
                value={values.state}
                onChange={(event) => setFilter('state', event.target.value)}
                anyLabel={t(texts.anyState)}
                options={ALERT_STATES.map((state) => ({ value: state, label: t(texts.states[state]) }))}
              />
              <FilterSelect
                label={t(texts.category)}
                value={values.category}
                onChange={(event) => setFilter('category', event.target.value)}
                anyLabel={t(texts.anyCategory)}
                options={ALERT_CATEGORIES.map((category) => ({
                  value: category,
                  label: alertCategoryLabel(t, category),
                }))}
              />
              <DateRangeInputs
                from={values.from}
                to={values.to}
                labels={formatTexts(t, { from: texts.from, to: texts.to })}
                onChange={setFilter}
              />
            </div>
          </AdminCard>
          {list.data && <AlertSummary summary={list.data.summary} />}
        </>
      }
      notice={null}
      list={list}
      texts={listStateTexts(t, texts)}
      items={(data) => data.entries}
      itemKey={entryKey}
      renderItem={(entry) => <AlertEntryCard entry={entry} />}
      page={page}
      onPage={setPage}
      hasMore={(data) => data.has_more}
    />
  );
}
