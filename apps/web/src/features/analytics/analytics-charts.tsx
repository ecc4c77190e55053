import type { AnalyticsFilters, AnalyticsResponse, MessageDescriptor } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartFigure } from '../../components/chart-figure';
import { useFilterInWords } from '../../lib/filter-words';
import { formatCount } from '../../lib/format';
import type { AnalyticsView } from './analytics-filters';
import { useChartColors } from './chart-colors';
import { analyticsShare, legendLabel } from './chart-parts';
import { ANALYTICS_CHART_MESSAGES as M, ANALYTICS_VALUE_MESSAGES } from './messages';
import { PlacesChart } from './places-chart';
import { TimelineChart } from './timeline-chart';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The statuses and severities by their names in the language; an unknown one shows as the server gives it. */
const VALUE_NAMES: Partial<Record<string, MessageDescriptor>> = ANALYTICS_VALUE_MESSAGES;

function Donut({ data, colors }: { data: { name: string; value: number }[]; colors: readonly string[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="80%"
          paddingAngle={1}
          isAnimationActive={false}
        >
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={colors[i % colors.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
      </PieChart>
    </ResponsiveContainer>
  );
}

interface AnalyticsChartsProps {
  data: AnalyticsResponse;
  filters: AnalyticsFilters;
  view: AnalyticsView;
  onViewChange: (view: AnalyticsView) => void;
}

/** Spec §2 Analytics charts, drawn from the server's series (Recharts, loaded with this page only). */
export default function AnalyticsCharts({ data, filters, view, onViewChange }: AnalyticsChartsProps) {
  const colors = useChartColors();
  const { formatMessage: t } = useIntl();
  const filterWords = useFilterInWords(filters);
  const share = (fileName: string) => analyticsShare(t, filterWords, data.range, fileName);
  const name = (value: string) => {
    const descriptor = VALUE_NAMES[value];
    return descriptor === undefined ? capitalize(value) : t(descriptor);
  };
  const status = data.by_status.map((s) => ({ name: name(s.status), value: s.count, cases: s.cases }));
  const severity = data.by_severity.map((s) => ({
    name: name(s.severity),
    value: s.count,
    cases: s.cases,
  }));
  const diseases = data.by_disease.map((d) => ({ name: d.disease_name, value: d.count, cases: d.cases }));
  const countRows = (rows: { name: string; value: number; cases: number }[]) =>
    rows.map((r) => [r.name, formatCount(r.value), formatCount(r.cases)]);
  /** "Active 3, Contained 1": each slice and its count, for the description read aloud. */
  const listed = (rows: { name: string; value: number }[]) =>
    rows.map((r) => `${r.name} ${r.value}`).join(', ');

  return (
    <div className="grid gap-4 lg:grid-cols-3 print:flex! print:flex-col!">
      <ChartFigure
        title={t(M.byStatus)}
        description={t(M.statusDescription, { values: listed(status) })}
        chart={
          <Donut data={status} colors={data.by_status.map((s) => colors.status[s.status] ?? colors.other)} />
        }
        table={{ columns: [t(M.status), t(M.outbreaks), t(M.cases)], rows: countRows(status) }}
        share={share('outbreaks-by-status')}
      />
      <ChartFigure
        title={t(M.bySeverity)}
        description={t(M.severityDescription, { values: listed(severity) })}
        chart={
          <Donut
            data={severity}
            colors={data.by_severity.map((s) => colors.severity[s.severity] ?? colors.other)}
          />
        }
        table={{ columns: [t(M.severity), t(M.outbreaks), t(M.cases)], rows: countRows(severity) }}
        share={share('outbreaks-by-severity')}
      />
      <ChartFigure
        title={t(M.byDisease)}
        description={t(M.diseaseDescription, { values: listed(diseases) })}
        chart={<Donut data={diseases} colors={colors.diseases} />}
        table={{ columns: [t(M.disease), t(M.outbreaks), t(M.cases)], rows: countRows(diseases) }}
        share={share('outbreaks-by-disease')}
      />
      <TimelineChart
        data={data}
        interval={view.interval}
        share={share(`outbreaks-cases-deaths-by-${view.interval}`)}
        onIntervalChange={(interval) => onViewChange({ ...view, interval })}
      />
      <PlacesChart
        filters={filters}
        level={view.level}
        share={share(`places-by-${view.level}`)}
        onLevelChange={(level) => onViewChange({ ...view, level })}
      />
    </div>
  );
}
