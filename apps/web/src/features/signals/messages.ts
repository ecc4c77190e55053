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

/** A signal's own page (`/signals/:id`). */
export const SIGNAL_PAGE_MESSAGES = defineMessages({
  heading: {
    id: 'signal.heading',
    defaultMessage: '{series}, week of {date}',
    description: 'Page heading: the series ("Nigeria × Cholera") and the Monday of its flagged ISO week.',
  },
  headingLoading: {
    id: 'signal.headingLoading',
    defaultMessage: 'Signal',
    description: 'Page heading while the signal loads or when it is missing.',
  },
  backToList: {
    id: 'signal.backToList',
    defaultMessage: 'All signals',
    description: 'Link back to the signals list, after an arrow.',
  },
  follow: {
    id: 'signal.follow',
    defaultMessage: 'Follow {name}',
    description: 'Button to be notified about the signal’s country or disease; name is its name.',
  },
  aboutDisease: {
    id: 'signal.aboutDisease',
    defaultMessage: 'About {name}',
    description: 'Link to the page of the signal’s disease; name is the disease’s name.',
  },
  loading: {
    id: 'signal.loading',
    defaultMessage: 'Loading the signal…',
    description: 'While the signal loads.',
  },
  loadFailed: {
    id: 'signal.loadFailed',
    defaultMessage: 'The signal could not be loaded.',
    description: 'Error title when the signal could not be loaded.',
  },
  notFound: {
    id: 'signal.notFound',
    defaultMessage: 'Signal not found. It may have been discarded by the verification team.',
    description: 'The signal’s address leads nowhere.',
  },
  figures: {
    id: 'signal.figures',
    defaultMessage: 'Figures',
    description: 'Name of the box with the signal’s observed, expected and threshold figures.',
  },
  referenceMethod: {
    id: 'signal.referenceMethod',
    defaultMessage: 'Reference method',
    description: 'Figure: the detection method whose figures are shown, e.g. "EARS C1".',
  },
  noMethod: {
    id: 'signal.noMethod',
    defaultMessage: 'No detection method flags this week any more; the decision on it stays.',
    description: 'Instead of the figures, when no method flags the week after a recomputation.',
  },
  methodsAgree: {
    id: 'signal.methodsAgree',
    defaultMessage: 'Methods that agree',
    description: 'Heading of the list of detection methods that flag the week.',
  },
  verifiedOn: {
    id: 'signal.verifiedOn',
    defaultMessage: 'The verification team verified this signal as an event on {date}. It concerns:',
    description: 'Above the outbreaks of a verified event; date is when it was verified.',
  },
  verified: {
    id: 'signal.verified',
    defaultMessage: 'The verification team verified this signal as an event. It concerns:',
    description: 'Above the outbreaks of a verified event, when the date is not known.',
  },
  eventOutbreaks: {
    id: 'signal.eventOutbreaks',
    defaultMessage: 'Outbreaks of the verified event',
    description: 'Caption of the table of a verified event’s outbreaks, for screen readers.',
  },
  chartFailed: {
    id: 'signal.chartFailed',
    defaultMessage: 'The chart could not be drawn. The figures above and the reports below are complete.',
    description: 'In place of the chart when it failed.',
  },
  weekReports: {
    id: 'signal.weekReports',
    defaultMessage: 'Reports of the week',
    description: 'Heading of the outbreak reports of the signal’s week.',
  },
  weekReportsCaption: {
    id: 'signal.weekReportsCaption',
    defaultMessage: 'Reports of the week of {date}',
    description: 'Caption of the table of the week’s reports; date is the week’s Monday.',
  },
  noReports: {
    id: 'signal.noReports',
    defaultMessage: 'No reports of this week are left in the series.',
    description: 'Instead of the week’s reports when there are none.',
  },
});

/** The chart of a signal's weekly series, its description and its data table. */
export const SIGNAL_CHART_MESSAGES = defineMessages({
  title: {
    id: 'signal.chart.title',
    defaultMessage: '{measure, select, cases {Cases} other {Reports}} per week: {series}, {method}',
    description: 'Chart title; series is "Nigeria × Cholera", method a detection method, e.g. "EARS C1".',
  },
  description: {
    id: 'signal.chart.description',
    defaultMessage:
      'Bar chart of {measure, select, cases {cases} other {reports}} per ISO week over {weeks, plural, one {# week} other {# weeks}} around the flagged week of {date}, with the expected count and the {method} threshold{sqrt, select, yes {, on a square-root scale so that the flagged week stays readable beside a much larger one} other {}}. {alarms}',
    description:
      'The chart’s text alternative; date is the flagged week’s Monday, method a detection method, alarms the next message.',
  },
  alarms: {
    id: 'signal.chart.alarms',
    defaultMessage:
      '{count, plural, =0 {0 alarm weeks.} one {# alarm week: {dates}.} other {# alarm weeks: {dates}.}}',
    description: 'End of the chart’s text alternative; dates lists the alarm weeks’ Mondays.',
  },
  observed: {
    id: 'signal.chart.observed',
    defaultMessage: '{measure, select, cases {Observed cases} other {Observed reports}}',
    description: 'Legend entry and table column: the weekly count.',
  },
  alarmWeek: {
    id: 'signal.chart.alarmWeek',
    defaultMessage: 'Alarm week',
    description: 'Legend entry: the red triangle over a week a method flagged.',
  },
  flaggedWeek: {
    id: 'signal.chart.flaggedWeek',
    defaultMessage: 'Flagged week',
    description: 'Label of the outlined week in the chart, and the mark of it in the table.',
  },
  weekOf: {
    id: 'signal.chart.weekOf',
    defaultMessage: 'Week of',
    description: 'Table column: the Monday of each ISO week.',
  },
  alarm: {
    id: 'signal.chart.alarm',
    defaultMessage: 'Alarm',
    description: 'Table column and its mark on a week a method flagged.',
  },
  flagged: {
    id: 'signal.chart.flagged',
    defaultMessage: 'Flagged',
    description: 'Table column marking the signal’s own week.',
  },
});

/** Admins' triage of a signal. */
export const TRIAGE_FORM_MESSAGES = defineMessages({
  triagedBy: {
    id: 'signal.triage.by',
    defaultMessage: '{status} by {name} on {date}.',
    description: 'Last decision: status is a triage state ("Under review"), name the admin’s.',
  },
  triagedByReason: {
    id: 'signal.triage.byReason',
    defaultMessage: '{status} by {name} on {date}: {reason}',
    description: 'Last decision with its reason as the admin wrote it.',
  },
  choose: {
    id: 'signal.triage.choose',
    defaultMessage: 'Mark the signal',
    description: 'Legend of the choice of triage state.',
  },
  underReviewHint: {
    id: 'signal.triage.hint.underReview',
    defaultMessage: 'The verification team is looking into it.',
    description: 'Under the choice "Under review".',
  },
  verifiedHint: {
    id: 'signal.triage.hint.verified',
    defaultMessage: 'An event: choose the outbreaks it concerns. Followers of the series are told once.',
    description: 'Under the choice "Verified event".',
  },
  discardedHint: {
    id: 'signal.triage.hint.discarded',
    defaultMessage: 'Seen, not an event: it leaves the public list and the map. Nobody is told.',
    description: 'Under the choice "Discarded".',
  },
  outbreaks: {
    id: 'signal.triage.outbreaks',
    defaultMessage: 'Outbreaks the event concerns',
    description: 'Legend of the outbreaks to link to a verified event.',
  },
  noOutbreaks: {
    id: 'signal.triage.noOutbreaks',
    defaultMessage: 'No reports of this week to link.',
    description: 'Instead of the outbreaks to link when the week has none.',
  },
  outbreak: {
    id: 'signal.triage.outbreak',
    defaultMessage: '#{id} · {disease}, {place}, {date} · {cases, plural, one {# case} other {# cases}}',
    description: 'One outbreak to link: its number, disease, state or country, date and cases.',
  },
  reason: {
    id: 'signal.triage.reason',
    defaultMessage: 'Reason',
    description: 'Label of the reason for discarding a signal.',
  },
  reasonRequired: {
    id: 'signal.triage.reasonRequired',
    defaultMessage: 'Please give a reason.',
    description: 'Error: a discard without a reason.',
  },
  outbreaksRequired: {
    id: 'signal.triage.outbreaksRequired',
    defaultMessage: 'Choose at least one outbreak that the event concerns.',
    description: 'Error: a verified event without outbreaks.',
  },
  failed: {
    id: 'signal.triage.failed',
    defaultMessage: 'The signal could not be triaged.',
    description: 'Error when the decision could not be saved, without a message from the server.',
  },
  saving: { id: 'signal.triage.saving', defaultMessage: 'Saving…', description: 'Button while saving.' },
  mark: {
    id: 'signal.triage.mark',
    defaultMessage:
      '{status, select, under_review {Mark under review} verified {Mark verified event} discarded {Mark discarded} other {Mark new}}',
    description: 'Submit button: the chosen triage state.',
  },
  marked: {
    id: 'signal.triage.marked',
    defaultMessage:
      '{status, select, under_review {Marked under review.} verified {Marked verified event.} discarded {Marked discarded.} other {Marked new.}}',
    description: 'After saving: the new triage state.',
  },
});
