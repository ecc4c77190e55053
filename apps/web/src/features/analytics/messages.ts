import { defineMessages, OUTBREAK_STATUS_MESSAGES, SEVERITY_NAME_MESSAGES } from '@outbreak-watch/domain';

/** The analytics page's own texts (spec §2 Analytics). */
export const ANALYTICS_MESSAGES = defineMessages({
  loading: {
    id: 'analytics.loading',
    defaultMessage: 'Loading analytics…',
    description: 'While the analytics load.',
  },
  loadFailedTitle: {
    id: 'analytics.loadFailedTitle',
    defaultMessage: 'Analytics could not be loaded',
    description: 'Title of the error when the analytics could not be loaded.',
  },
  loadFailed: {
    id: 'analytics.loadFailed',
    defaultMessage: 'Failed to load outbreak data. Please try again later.',
    description: 'The analytics could not be loaded, without a message from the server.',
  },
  retry: { id: 'analytics.retry', defaultMessage: 'Retry', description: 'Button loading again.' },
  counter: {
    id: 'analytics.counter',
    defaultMessage: '{range}: {count, number, ::group-off}',
    description: 'The range and the number of matching outbreaks, e.g. "Last 30 days: 12".',
  },
  lastDays: {
    id: 'analytics.lastDays',
    defaultMessage: 'Last {days} days',
    description: 'A preset range.',
  },
  lastYear: { id: 'analytics.lastYear', defaultMessage: 'Last year', description: 'A preset range.' },
  allTime: { id: 'analytics.allTime', defaultMessage: 'All time', description: 'A range without bounds.' },
  customRange: {
    id: 'analytics.customRange',
    defaultMessage: 'Custom range',
    description: 'Range choice opening two date fields.',
  },
  dates: { id: 'analytics.dates', defaultMessage: '{from} – {to}', description: 'A range of two dates.' },
  since: { id: 'analytics.since', defaultMessage: 'Since {date}', description: 'A range with a start only.' },
  until: { id: 'analytics.until', defaultMessage: 'Until {date}', description: 'A range with an end only.' },
  empty: {
    id: 'analytics.empty',
    defaultMessage: 'No outbreaks found matching current filters.',
    description: 'No outbreak matches the filters.',
  },
  charts: { id: 'analytics.charts', defaultMessage: 'Charts', description: 'Hidden heading of the charts.' },
  chartsFailed: {
    id: 'analytics.chartsFailed',
    defaultMessage: 'The charts could not be drawn. The numbers above and the table below are complete.',
    description: 'The charts failed to draw.',
  },
  recentTitle: {
    id: 'analytics.recentTitle',
    defaultMessage: 'Recent Outbreaks',
    description: 'Heading of the table of the newest matching outbreaks.',
  },
  recentSummary: {
    id: 'analytics.recentSummary',
    defaultMessage: 'The {shown} newest of {total} matching outbreaks.',
    description: 'Under "Recent Outbreaks"; numbers.',
  },
  recentCaption: {
    id: 'analytics.recentCaption',
    defaultMessage: 'The ten newest matching outbreaks',
    description: 'Caption of the table of the newest outbreaks.',
  },
});

/** The filter bar. */
export const ANALYTICS_FILTER_MESSAGES = defineMessages({
  label: {
    id: 'analytics.filters.label',
    defaultMessage: 'Analytics filters',
    description: 'Accessible name of the filter form.',
  },
  timeRange: {
    id: 'analytics.filters.timeRange',
    defaultMessage: 'Time range',
    description: 'Filter label.',
  },
  severity: { id: 'analytics.filters.severity', defaultMessage: 'Severity', description: 'Filter label.' },
  allSeverities: {
    id: 'analytics.filters.allSeverities',
    defaultMessage: 'All severities',
    description: 'Severity filter: none chosen.',
  },
  status: { id: 'analytics.filters.status', defaultMessage: 'Status', description: 'Filter label.' },
  allStatuses: {
    id: 'analytics.filters.allStatuses',
    defaultMessage: 'All statuses',
    description: 'Status filter: none chosen.',
  },
  from: { id: 'analytics.filters.from', defaultMessage: 'From', description: 'First day of a custom range.' },
  to: { id: 'analytics.filters.to', defaultMessage: 'To', description: 'Last day of a custom range.' },
  reset: {
    id: 'analytics.filters.reset',
    defaultMessage: 'Reset',
    description: 'Button clearing the filters.',
  },
});

/** Outbreak statuses and severities as the charts and filters name them. */
export const ANALYTICS_VALUE_MESSAGES = { ...OUTBREAK_STATUS_MESSAGES, ...SEVERITY_NAME_MESSAGES };

/** The summary cards. */
export const ANALYTICS_CARD_MESSAGES = defineMessages({
  active_outbreaks: {
    id: 'analytics.card.active',
    defaultMessage: 'Active Outbreaks',
    description: 'Summary card.',
  },
  high_risk: { id: 'analytics.card.highRisk', defaultMessage: 'High Risk', description: 'Summary card.' },
  total_cases: {
    id: 'analytics.card.totalCases',
    defaultMessage: 'Total Cases',
    description: 'Summary card.',
  },
  contained_outbreaks: {
    id: 'analytics.card.contained',
    defaultMessage: 'Contained Outbreaks',
    description: 'Summary card.',
  },
});

/** The charts: titles, descriptions for screen readers, axes, legends, table columns and notes. */
export const ANALYTICS_CHART_MESSAGES = defineMessages({
  byStatus: {
    id: 'analytics.chart.byStatus',
    defaultMessage: 'Outbreaks by status',
    description: 'Chart title.',
  },
  bySeverity: {
    id: 'analytics.chart.bySeverity',
    defaultMessage: 'Outbreaks by severity',
    description: 'Chart title.',
  },
  byDisease: {
    id: 'analytics.chart.byDisease',
    defaultMessage: 'Outbreaks by disease',
    description: 'Chart title.',
  },
  statusDescription: {
    id: 'analytics.chart.statusDescription',
    defaultMessage: 'Donut chart of outbreaks by status: {values}.',
    description: 'For screen readers; {values} lists each status and its count.',
  },
  severityDescription: {
    id: 'analytics.chart.severityDescription',
    defaultMessage: 'Donut chart of outbreaks by severity: {values}.',
    description: 'For screen readers; {values} lists each severity and its count.',
  },
  diseaseDescription: {
    id: 'analytics.chart.diseaseDescription',
    defaultMessage: 'Donut chart of the ten diseases with the most outbreaks and all others: {values}.',
    description: 'For screen readers; {values} lists each disease and its count.',
  },
  status: { id: 'analytics.chart.status', defaultMessage: 'Status', description: 'Table column.' },
  severity: { id: 'analytics.chart.severity', defaultMessage: 'Severity', description: 'Table column.' },
  disease: { id: 'analytics.chart.disease', defaultMessage: 'Disease', description: 'Table column.' },
  outbreaks: {
    id: 'analytics.chart.outbreaks',
    defaultMessage: 'Outbreaks',
    description: 'Axis, legend, column.',
  },
  cases: { id: 'analytics.chart.cases', defaultMessage: 'Cases', description: 'Axis, legend, column.' },
  deaths: { id: 'analytics.chart.deaths', defaultMessage: 'Deaths', description: 'Axis, legend, column.' },
  casesAndDeaths: {
    id: 'analytics.chart.casesAndDeaths',
    defaultMessage: 'Cases and deaths',
    description: 'Title of the right axis of the timeline.',
  },
  caseFatalityRate: {
    id: 'analytics.chart.caseFatalityRate',
    defaultMessage: 'Case fatality rate (%)',
    description: 'Table column.',
  },
  casesPer100k: {
    id: 'analytics.chart.casesPer100k',
    defaultMessage: 'Cases per 100,000',
    description: 'Axis, legend, column.',
  },
  deathsPer100k: {
    id: 'analytics.chart.deathsPer100k',
    defaultMessage: 'Deaths per 100,000',
    description: 'Table column.',
  },
  showBy: {
    id: 'analytics.chart.showBy',
    defaultMessage: 'Show by',
    description: 'Choice of week or month.',
  },
  week: { id: 'analytics.chart.week', defaultMessage: 'Week', description: 'Timeline by week.' },
  month: {
    id: 'analytics.chart.month',
    defaultMessage: 'Month',
    description: 'Timeline by month; axis title.',
  },
  weekAxis: {
    id: 'analytics.chart.weekAxis',
    defaultMessage: 'Week (ISO)',
    description: 'Axis title, column.',
  },
  weekStarting: {
    id: 'analytics.chart.weekStarting',
    defaultMessage: 'Week starting',
    description: 'Table column: the Monday of the week.',
  },
  timelineTitle: {
    id: 'analytics.chart.timelineTitle',
    defaultMessage:
      '{interval, select, week {Outbreaks, cases and deaths by ISO week} other {Outbreaks, cases and deaths by month}}',
    description: 'Title of the timeline chart.',
  },
  timelineDescription: {
    id: 'analytics.chart.timelineDescription',
    defaultMessage:
      '{interval, select, week {Line chart of outbreaks (left axis) and of cases and deaths (right axis) per ISO week, {count} weeks from {first} to {last}, weeks without outbreaks shown as zero.} other {Line chart of outbreaks (left axis) and of cases and deaths (right axis) per month, {count} months from {first} to {last}, months without outbreaks shown as zero.}}',
    description: 'For screen readers; {count} is a number, {first} and {last} are weeks or months.',
  },
  restsOnConfirmed: {
    id: 'analytics.chart.restsOnConfirmed',
    defaultMessage: 'Rests on {reports} reports, all confirmed.',
    description: 'Under a chart; {reports} is a number.',
  },
  restsOn: {
    id: 'analytics.chart.restsOn',
    defaultMessage: 'Rests on {reports} reports, {unconfirmed} of them unconfirmed.',
    description: 'Under a chart; numbers.',
  },
  truncated: {
    id: 'analytics.chart.truncated',
    defaultMessage:
      '{interval, select, week {Only the latest {periods} weeks are shown; choose a shorter range for earlier ones.} other {Only the latest {periods} months are shown; choose a shorter range for earlier ones.}}',
    description: 'Under the timeline when the range is too long.',
  },
  placesBy: {
    id: 'analytics.chart.placesBy',
    defaultMessage: 'Places by',
    description: 'Choice of place level.',
  },
  country: { id: 'analytics.chart.country', defaultMessage: 'Country', description: 'Place level.' },
  region: { id: 'analytics.chart.region', defaultMessage: 'Region', description: 'Place level.' },
  subRegion: { id: 'analytics.chart.subRegion', defaultMessage: 'Sub-region', description: 'Place level.' },
  placesTitle: {
    id: 'analytics.chart.placesTitle',
    defaultMessage:
      '{level, select, country {Top {shown} countries by cases} region {Top {shown} regions by cases} other {Top {shown} sub-regions by cases}}',
    description: 'Title of the places chart; {shown} is a number.',
  },
  placesDescription: {
    id: 'analytics.chart.placesDescription',
    defaultMessage:
      '{level, select, country {Bar chart of cases (bottom axis) and cases per 100,000 (top axis) of the top {shown} countries: {values}.} region {Bar chart of cases (bottom axis) and cases per 100,000 (top axis) of the top {shown} regions: {values}.} other {Bar chart of cases (bottom axis) and cases per 100,000 (top axis) of the top {shown} sub-regions: {values}.}}',
    description: 'For screen readers; {values} lists each place and its cases.',
  },
  placeCases: {
    id: 'analytics.chart.placeCases',
    defaultMessage: '{name} {cases} cases',
    description: 'One place in the description of the places chart.',
  },
  placesLoading: {
    id: 'analytics.chart.placesLoading',
    defaultMessage: 'Loading places…',
    description: 'While the places load.',
  },
  placesFailed: {
    id: 'analytics.chart.placesFailed',
    defaultMessage: 'The places could not be loaded.',
    description: 'The places could not be loaded.',
  },
  populationNote: {
    id: 'analytics.chart.populationNote',
    defaultMessage:
      'Rates per 100,000 use the population of the range’s last year; a region’s population is the sum of its countries’.',
    description: 'Under the places chart.',
  },
  placesInAll: {
    id: 'analytics.chart.placesInAll',
    defaultMessage: '{count} places in all; the CSV has every one.',
    description: 'Under the places chart when it shows only some; {count} is a number.',
  },
  rateWithYear: {
    id: 'analytics.chart.rateWithYear',
    defaultMessage: '{rate} per 100,000 (population {year})',
    description: 'A rate in the places table; {rate} is a number, {year} a year.',
  },
  noRate: {
    id: 'analytics.chart.noRate',
    defaultMessage: '— (no population figure for this country)',
    description: 'In the places table, a rate that cannot be given.',
  },
  unconfirmed: {
    id: 'analytics.chart.unconfirmed',
    defaultMessage: 'Unconfirmed',
    description: 'Table column.',
  },
  meanAttackRate: {
    id: 'analytics.chart.meanAttackRate',
    defaultMessage: 'Mean attack rate (%)',
    description: 'Table column.',
  },
  populationSource: {
    id: 'analytics.chart.populationSource',
    defaultMessage: 'Population: World Bank (SP.POP.TOTL), CC BY 4.0',
    description: 'Credit of the population figures.',
  },
});

/** The epidemic curve. */
export const EPICURVE_MESSAGES = defineMessages({
  title: { id: 'analytics.epicurve.title', defaultMessage: 'Epidemic curve', description: 'Heading.' },
  stackBy: {
    id: 'analytics.epicurve.stackBy',
    defaultMessage: 'Stack by',
    description: 'Choice of what the bars are split by (disease or status).',
  },
  disease: { id: 'analytics.epicurve.disease', defaultMessage: 'Disease', description: 'Stack by disease.' },
  status: { id: 'analytics.epicurve.status', defaultMessage: 'Status', description: 'Stack by status.' },
  loading: {
    id: 'analytics.epicurve.loading',
    defaultMessage: 'Loading the epidemic curve…',
    description: 'While the curve loads.',
  },
  loadFailedTitle: {
    id: 'analytics.epicurve.loadFailedTitle',
    defaultMessage: 'The epidemic curve could not be loaded',
    description: 'Error title.',
  },
  loadFailed: {
    id: 'analytics.epicurve.loadFailed',
    defaultMessage: 'Please try again later.',
    description: 'The curve could not be loaded, without a message from the server.',
  },
  drawFailed: {
    id: 'analytics.epicurve.drawFailed',
    defaultMessage: 'The epidemic curve could not be drawn.',
    description: 'The chart failed to draw.',
  },
  empty: {
    id: 'analytics.epicurve.empty',
    defaultMessage: 'No reports in these weeks, nor in the same weeks of the previous five years.',
    description: 'The curve has nothing to draw.',
  },
  xAxis: { id: 'analytics.epicurve.xAxis', defaultMessage: 'Week (ISO)', description: 'Axis title.' },
  reports: {
    id: 'analytics.epicurve.reports',
    defaultMessage: 'Reports',
    description: 'Axis title: reports.',
  },
  cases: { id: 'analytics.epicurve.cases', defaultMessage: 'Cases', description: 'Axis title: cases.' },
  chartTitle: {
    id: 'analytics.epicurve.chartTitle',
    defaultMessage:
      '{measure, select, cases {Cases per ISO week, {first} to {last}} other {Reports per ISO week, {first} to {last}}}',
    description: 'Title of the chart; {first} and {last} are ISO weeks like 2026-W05.',
  },
  description: {
    id: 'analytics.epicurve.description',
    defaultMessage:
      '{measure, select, cases {Stacked bar chart of cases per ISO week from {first} to {last} by {stack, select, status {status} other {disease}}} other {Stacked bar chart of reports per ISO week from {first} to {last} by {stack, select, status {status} other {disease}}}}{hasBand, select, yes {, with {range} shaded behind and {mean} as a line.} other {.}}',
    description: 'For screen readers.',
  },
  bandRange: {
    id: 'analytics.epicurve.bandRange',
    defaultMessage: 'Same weeks{years} (min–max)',
    description: 'Legend of the shaded band; {years} is ", 2021–2025" or empty.',
  },
  bandMean: {
    id: 'analytics.epicurve.bandMean',
    defaultMessage: 'Same weeks{years} (mean)',
    description: 'Legend of the dashed line; {years} is ", 2021–2025" or empty.',
  },
  week: { id: 'analytics.epicurve.week', defaultMessage: 'Week', description: 'Table column.' },
  total: { id: 'analytics.epicurve.total', defaultMessage: 'Total', description: 'Table column.' },
});
