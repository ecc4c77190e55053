import type { AnalyticsResponse } from '@outbreak-watch/domain';
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, formatDecimal, formatMediumDate, formatRateWithYear } from '../../lib/format';
import { ChartFigure } from '../../components/chart-figure';

export const STATUS_COLORS: Record<string, string> = {
  active: '#b91c1c',
  investigating: '#b45309',
  contained: '#047857',
  resolved: '#475569',
};
const SEVERITY_COLORS: Record<string, string> = {
  low: '#047857',
  medium: '#b45309',
  high: '#c2410c',
  critical: '#991b1b',
};
export const DISEASE_COLORS = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#be185d',
  '#b45309',
  '#15803d',
  '#0369a1',
  '#a21caf',
  '#c2410c',
  '#4d7c0f',
  '#64748b',
];

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const tick = { fill: 'currentColor', fontSize: 12 };
/** Legend labels in the page's text colour: some series colours are too dark to read on the dark theme. */
export const legendLabel = (value: string) => (
  <span className="text-slate-700 dark:text-slate-200">{value}</span>
);

function Donut({ data, colors }: { data: { name: string; value: number }[]; colors: string[] }) {
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

/** Spec §2 Analytics charts, drawn from the server's series (Recharts, loaded with this page only). */
export default function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const [grain, setGrain] = useState<'weekly' | 'monthly'>('monthly');
  const status = data.by_status.map((s) => ({ name: capitalize(s.status), value: s.count, cases: s.cases }));
  const severity = data.by_severity.map((s) => ({
    name: capitalize(s.severity),
    value: s.count,
    cases: s.cases,
  }));
  const diseases = data.by_disease.map((d) => ({ name: d.disease_name, value: d.count, cases: d.cases }));
  const timeline =
    grain === 'weekly'
      ? data.weekly.map((w) => ({ label: formatMediumDate(w.week_start), count: w.count, cases: w.cases }))
      : data.monthly.map((m) => ({ label: m.month, count: m.count, cases: m.cases }));
  const countries = data.top_countries.map((c) => ({
    name: c.country_name,
    attack: c.attack_rate_sum,
    cases: c.cases,
    casesPer100k: formatRateWithYear(c.cases_per_100k, c.population_year),
    deathsPer100k: formatRateWithYear(c.deaths_per_100k, c.population_year),
  }));
  const countRows = (rows: { name: string; value: number; cases: number }[]) =>
    rows.map((r) => [r.name, formatCount(r.value), formatCount(r.cases)]);

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartFigure
        title="Outbreaks by status"
        description={`Donut chart of outbreaks by status: ${status.map((s) => `${s.name} ${s.value}`).join(', ')}.`}
        chart={
          <Donut data={status} colors={status.map((s) => STATUS_COLORS[s.name.toLowerCase()] ?? '#64748b')} />
        }
        table={{ columns: ['Status', 'Outbreaks', 'Cases'], rows: countRows(status) }}
      />
      <ChartFigure
        title="Outbreaks by severity"
        description={`Donut chart of outbreaks by severity: ${severity.map((s) => `${s.name} ${s.value}`).join(', ')}.`}
        chart={
          <Donut
            data={severity}
            colors={severity.map((s) => SEVERITY_COLORS[s.name.toLowerCase()] ?? '#64748b')}
          />
        }
        table={{ columns: ['Severity', 'Outbreaks', 'Cases'], rows: countRows(severity) }}
      />
      <ChartFigure
        title="Outbreaks by disease"
        description={`Donut chart of the ten diseases with the most outbreaks and all others: ${diseases.map((d) => `${d.name} ${d.value}`).join(', ')}.`}
        chart={<Donut data={diseases} colors={DISEASE_COLORS} />}
        table={{ columns: ['Disease', 'Outbreaks', 'Cases'], rows: countRows(diseases) }}
      />
      <div className="lg:col-span-3">
        <fieldset className="mb-2 flex gap-4 text-sm">
          <legend className="sr-only">Timeline grouping</legend>
          {(['weekly', 'monthly'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name="timeline-grain"
                checked={grain === value}
                onChange={() => setGrain(value)}
              />
              {capitalize(value)}
            </label>
          ))}
        </fieldset>
        <ChartFigure
          title={`Outbreaks over time (${grain})`}
          description={`Line chart of outbreaks and cases per ${grain === 'weekly' ? 'ISO week' : 'month'}, ${timeline.length} points.`}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={timeline} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
                <XAxis dataKey="label" tick={tick} minTickGap={24} />
                <YAxis yAxisId="count" tick={tick} allowDecimals={false} />
                <YAxis yAxisId="cases" orientation="right" tick={tick} />
                <Tooltip formatter={(value) => formatCount(Number(value))} />
                <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
                <Line
                  yAxisId="count"
                  type="monotone"
                  dataKey="count"
                  name="Outbreaks"
                  stroke="#0f766e"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="cases"
                  type="monotone"
                  dataKey="cases"
                  name="Cases"
                  stroke="#7c3aed"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          }
          table={{
            columns: [grain === 'weekly' ? 'Week of' : 'Month', 'Outbreaks', 'Cases'],
            rows: timeline.map((t) => [t.label, formatCount(t.count), formatCount(t.cases)]),
          }}
        />
      </div>
      <ChartFigure
        className="lg:col-span-3"
        title="Top 10 countries by attack rate"
        description={`Bar chart of the ten countries with the largest sum of attack rates, with their cases: ${countries.map((c) => `${c.name} ${formatDecimal(c.attack)}%`).join(', ')}.`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={countries} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
              <XAxis dataKey="name" tick={tick} interval={0} angle={-20} textAnchor="end" height={56} />
              <YAxis yAxisId="attack" tick={tick} />
              <YAxis yAxisId="cases" orientation="right" tick={tick} />
              <Tooltip formatter={(value) => formatDecimal(Number(value))} />
              <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
              <Bar
                yAxisId="attack"
                dataKey="attack"
                name="Attack rate sum (%)"
                fill="#c2410c"
                isAnimationActive={false}
              />
              <Bar yAxisId="cases" dataKey="cases" name="Cases" fill="#1d4ed8" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={{
          columns: ['Country', 'Attack rate sum (%)', 'Cases', 'Cases per 100,000', 'Deaths per 100,000'],
          rows: countries.map((c) => [
            c.name,
            formatDecimal(c.attack),
            formatCount(c.cases),
            c.casesPer100k,
            c.deathsPer100k,
          ]),
        }}
      />
    </div>
  );
}
