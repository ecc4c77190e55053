import { defineMessages } from '@outbreak-watch/domain';

/** The signals list's texts (spec §2 Signals). */
export const SIGNALS_MESSAGES = defineMessages({
  title: { id: 'signals.title', defaultMessage: 'Signals', description: 'Heading of the signals page.' },
  intro: {
    id: 'signals.intro',
    defaultMessage:
      'Weeks in which a country, a disease or a disease in one country had more reports or cases than its earlier weeks lead one to expect, found by {methods}. Each series and week is listed once, with the methods that agree. The current {weeks} ISO weeks are shown, the largest excess over the threshold first; signals the verification team discarded are left out.',
    description: 'Under the heading; {methods} lists the detection methods by name, {weeks} is a number.',
  },
  methodList: {
    id: 'signals.methodList',
    defaultMessage: '{first} and {last}',
    description: 'The last two of a list of methods, e.g. "EARS C1, EARS C2 and EARS C3".',
  },
  loading: {
    id: 'signals.loading',
    defaultMessage: 'Loading signals…',
    description: 'While the list loads.',
  },
  loadFailedTitle: {
    id: 'signals.loadFailedTitle',
    defaultMessage: 'Signals could not be loaded',
    description: 'Error title.',
  },
  loadFailed: {
    id: 'signals.loadFailed',
    defaultMessage: 'Signals could not be loaded. Please try again.',
    description: 'The list could not be loaded, without a message from the server.',
  },
  empty: {
    id: 'signals.empty',
    defaultMessage: 'No current signals: every weekly series is within its expected range.',
    description: 'The list is empty.',
  },
  emptyFiltered: {
    id: 'signals.emptyFiltered',
    defaultMessage: 'No current signals match these filters.',
    description: 'The list is empty under the filters.',
  },
  currentSignals: {
    id: 'signals.currentSignals',
    defaultMessage: 'Current signals',
    description: 'Heading of the list.',
  },
  count: {
    id: 'signals.count',
    defaultMessage:
      '{count, plural, one {# signal} other {# signals}}, the largest excess first{confirmed, select, yes {, over confirmed reports only} other {}}. Choose a series to see its chart.',
    description: 'Under the list’s heading.',
  },
  caption: {
    id: 'signals.caption',
    defaultMessage: 'Current signals, the largest excess over the threshold first',
    description: 'Caption of the table, for screen readers.',
  },
  series: { id: 'signals.column.series', defaultMessage: 'Series', description: 'Table column.' },
  week: { id: 'signals.column.week', defaultMessage: 'Week', description: 'Table column.' },
  observed: {
    id: 'signals.column.observed',
    defaultMessage: 'Observed',
    description: 'Table column: the count.',
  },
  expected: {
    id: 'signals.column.expected',
    defaultMessage: 'Expected',
    description: 'Table column: the expected count.',
  },
  threshold: { id: 'signals.column.threshold', defaultMessage: 'Threshold', description: 'Table column.' },
  measure: {
    id: 'signals.column.measure',
    defaultMessage: 'Measure',
    description: 'Table column and filter: reports or cases.',
  },
  methods: { id: 'signals.column.methods', defaultMessage: 'Methods', description: 'Table column.' },
  status: {
    id: 'signals.column.status',
    defaultMessage: 'Status',
    description: 'Table column: triage state.',
  },
  reports: { id: 'signals.measure.reports', defaultMessage: 'Reports', description: 'Measure: reports.' },
  cases: { id: 'signals.measure.cases', defaultMessage: 'Cases', description: 'Measure: cases.' },
  reportsLower: {
    id: 'signals.measure.reportsLower',
    defaultMessage: 'reports',
    description: 'Measure in brackets after a method’s name.',
  },
  casesLower: {
    id: 'signals.measure.casesLower',
    defaultMessage: 'cases',
    description: 'Measure in brackets after a method’s name.',
  },
  reference: {
    id: 'signals.reference',
    defaultMessage: '· reference',
    description: 'After the method whose figures the chart and table show.',
  },
  weekOf: {
    id: 'signals.weekOf',
    defaultMessage: 'Week of {date}',
    description: 'An ISO week by its Monday.',
  },
  bothSeries: {
    id: 'signals.series.both',
    defaultMessage: '{country} × {disease}',
    description: 'A series of one disease in one country.',
  },
  countrySeries: {
    id: 'signals.series.country',
    defaultMessage: '{country} (all diseases)',
    description: 'A series of every disease in one country.',
  },
  diseaseSeries: {
    id: 'signals.series.disease',
    defaultMessage: '{disease} (all countries)',
    description: 'A series of one disease in every country.',
  },
  unknownDisease: {
    id: 'signals.series.unknownDisease',
    defaultMessage: 'Unknown disease',
    description: 'A series whose disease is not known.',
  },
});

/** The filter bar and the triage states. */
export const SIGNAL_FILTER_MESSAGES = defineMessages({
  label: { id: 'signals.filters.label', defaultMessage: 'Signal filters', description: 'Form name.' },
  method: { id: 'signals.filters.method', defaultMessage: 'Method', description: 'Filter label.' },
  allMethods: {
    id: 'signals.filters.allMethods',
    defaultMessage: 'All methods',
    description: 'Method filter: none chosen.',
  },
  allMeasures: {
    id: 'signals.filters.allMeasures',
    defaultMessage: 'Reports and cases',
    description: 'Measure filter: none chosen.',
  },
  triage: {
    id: 'signals.filters.triage',
    defaultMessage: 'Triage',
    description: 'Filter label: triage state.',
  },
  allButDiscarded: {
    id: 'signals.filters.allButDiscarded',
    defaultMessage: 'All but discarded',
    description: 'Triage filter for admins: none chosen.',
  },
  any: { id: 'signals.filters.any', defaultMessage: 'Any', description: 'Triage filter: none chosen.' },
  confirmedOnly: {
    id: 'signals.filters.confirmedOnly',
    defaultMessage: 'Confirmed reports only',
    description: 'Checkbox counting only confirmed reports.',
  },
  reset: {
    id: 'signals.filters.reset',
    defaultMessage: 'Reset',
    description: 'Button clearing the filters.',
  },
  new: { id: 'signals.status.new', defaultMessage: 'New', description: 'Triage state.' },
  under_review: {
    id: 'signals.status.underReview',
    defaultMessage: 'Under review',
    description: 'Triage state.',
  },
  verified: { id: 'signals.status.verified', defaultMessage: 'Verified event', description: 'Triage state.' },
  discarded: { id: 'signals.status.discarded', defaultMessage: 'Discarded', description: 'Triage state.' },
});
