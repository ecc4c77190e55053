import { defineMessages, PAGE_INTRO_MESSAGES } from '@outbreak-watch/domain';

/** The Reports page's texts (spec §2 Reports); its title band is the domain's, which the server also writes. */
export const REPORTS_MESSAGES = defineMessages({
  ...PAGE_INTRO_MESSAGES['/reports'],
  exportsFiltered: {
    id: 'reports.exports.filtered',
    defaultMessage: 'the matching outbreak reports',
    description:
      'What the download links hold when filters are set; completes "Download {this} as CSV" and similar.',
  },
  exportsAll: {
    id: 'reports.exports.all',
    defaultMessage: 'every outbreak report',
    description:
      'What the download links hold when no filter is set; completes "Download {this} as CSV" and similar.',
  },
  loading: {
    id: 'reports.loading',
    defaultMessage: 'Loading outbreak reports…',
    description: 'While the first page of reports loads.',
  },
  loadingMore: {
    id: 'reports.loadingMore',
    defaultMessage: 'Loading more reports…',
    description: 'While the next page of reports loads.',
  },
  loadFailedTitle: {
    id: 'reports.loadFailed.title',
    defaultMessage: 'Reports could not be loaded',
    description: 'Title of the error when the reports could not be loaded.',
  },
  loadFailed: {
    id: 'reports.loadFailed',
    defaultMessage: 'An error occurred',
    description: 'Error when loading reports failed without a message from the server.',
  },
  retry: {
    id: 'reports.retry',
    defaultMessage: 'Retry',
    description: 'Button that tries loading the reports again.',
  },
  loadMore: {
    id: 'reports.loadMore',
    defaultMessage: 'Load more reports',
    description: 'Button that loads the next page of reports.',
  },
  end: {
    id: 'reports.end',
    defaultMessage: 'No more outbreak reports to load',
    description: 'Under the last report of the list.',
  },
  empty: {
    id: 'reports.empty',
    defaultMessage: 'No outbreak reports have been published yet.',
    description: 'When no report exists at all.',
  },
  noMatch: {
    id: 'reports.noMatch',
    defaultMessage: 'No reports match the filters.',
    description: 'When no report matches the search and filters.',
  },
  count: {
    id: 'reports.count',
    defaultMessage: '{count, plural, one {{number} report} other {{number} reports}}',
    description: 'How many reports match. {number} is {count} written with separators, e.g. 1,234.',
  },
  countMore: {
    id: 'reports.count.more',
    defaultMessage: 'More than {number} reports',
    description: 'How many reports match when the search stopped counting, e.g. "More than 1,000 reports".',
  },
  shown: {
    id: 'reports.shown',
    defaultMessage: '{count, plural, one {{number} report shown} other {{number} reports shown}}',
    description:
      'For screen readers, after the count: how many reports the page shows so far. {number} is {count} written out.',
  },
  submitted: {
    id: 'reports.submitted',
    defaultMessage:
      'Your outbreak report was submitted. It is marked Unconfirmed until the verification team reviews it.',
    description:
      'Confirmation after filing a report. "Unconfirmed" is the status badge a new report carries.',
  },
  dismiss: {
    id: 'reports.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Accessible name of the button closing the confirmation of a filed report.',
  },
});

/** The search box and filters of the Reports page. */
export const REPORT_FILTER_MESSAGES = defineMessages({
  formName: {
    id: 'reports.filters.formName',
    defaultMessage: 'Search and filter reports',
    description: 'Accessible name of the search and filters area of the Reports page.',
  },
  search: {
    id: 'reports.filters.search',
    defaultMessage: 'Search reports',
    description: 'Label of the search box of the Reports page.',
  },
  searchHint: {
    id: 'reports.filters.searchHint',
    defaultMessage: 'Disease, place or words of the report',
    description: 'Placeholder of the search box: what one can search for.',
  },
  toggle: {
    id: 'reports.filters.toggle',
    defaultMessage: '{chosen, plural, =0 {Filters} other {Filters ({chosen})}}',
    description: 'Phone button that shows or hides the filters, with how many are chosen.',
  },
  clear: {
    id: 'reports.filters.clear',
    defaultMessage: 'Clear filters',
    description: 'Button removing the search and every filter.',
  },
  status: {
    id: 'reports.filters.status',
    defaultMessage: 'Status',
    description: 'Label of the filter by outbreak status (active, contained…).',
  },
  anyStatus: {
    id: 'reports.filters.anyStatus',
    defaultMessage: 'Any status',
    description: 'First choice of the status filter: no filter.',
  },
  severity: {
    id: 'reports.filters.severity',
    defaultMessage: 'Severity',
    description: 'Label of the filter by severity.',
  },
  anySeverity: {
    id: 'reports.filters.anySeverity',
    defaultMessage: 'Any severity',
    description: 'First choice of the severity filter: no filter.',
  },
  confirmation: {
    id: 'reports.filters.confirmation',
    defaultMessage: 'Confirmation',
    description: 'Label of the filter by whether the verification team confirmed a report.',
  },
  anyConfirmation: {
    id: 'reports.filters.anyConfirmation',
    defaultMessage: 'Confirmed or not',
    description: 'First choice of the confirmation filter: no filter.',
  },
  confirmed: {
    id: 'reports.filters.confirmed',
    defaultMessage: 'Confirmed',
    description: 'Choice of the confirmation filter: reports the verification team confirmed.',
  },
  unconfirmed: {
    id: 'reports.filters.unconfirmed',
    defaultMessage: 'Unconfirmed',
    description: 'Choice of the confirmation filter: reports not yet confirmed.',
  },
  from: {
    id: 'reports.filters.from',
    defaultMessage: 'From',
    description: 'Label of the first date of the date filter.',
  },
  to: {
    id: 'reports.filters.to',
    defaultMessage: 'To',
    description: 'Label of the last date of the date filter.',
  },
  importChip: {
    id: 'reports.filters.importChip',
    defaultMessage: 'Imported from {file}',
    description: 'Chip of the filter to reports of one import, by its file name (e.g. ministry.csv).',
  },
  importChipById: {
    id: 'reports.filters.importChipById',
    defaultMessage: 'From import #{id}',
    description: 'Chip of the filter to reports of one import, by its number.',
  },
  removeFilter: {
    id: 'reports.filters.removeFilter',
    defaultMessage: 'Remove the filter: {label}',
    description: 'Accessible name of the button on a filter chip; {label} is the chip’s text.',
  },
});

/** A report's card in the list. */
export const REPORT_CARD_MESSAGES = defineMessages({
  metrics: {
    id: 'reports.card.metrics',
    defaultMessage: 'Metrics',
    description: 'Accessible name of the list of a report’s figures (transmission rate, attack rate…).',
  },
  noDescription: {
    id: 'reports.card.noDescription',
    defaultMessage: 'No description provided.',
    description: 'In place of a report’s description when it has none.',
  },
  notSpecified: {
    id: 'reports.card.notSpecified',
    defaultMessage: 'Not specified',
    description: 'In place of a report’s detail (source, region…) when it has none.',
  },
  source: {
    id: 'reports.card.source',
    defaultMessage: 'Source',
    description: 'Where the report’s information comes from.',
  },
  region: {
    id: 'reports.card.region',
    defaultMessage: 'Region',
    description: 'The region of the world of the report’s country.',
  },
  viewFull: {
    id: 'reports.card.viewFull',
    defaultMessage: 'View Full Report<hidden> of {disease} in {place}, {date}</hidden>',
    description:
      'Link to a report’s page. The part in <hidden> is read by screen readers only, e.g. "of Cholera in Lagos, Nigeria, Mar 5, 2026".',
  },
  reportedBy: {
    id: 'reports.card.reportedBy',
    defaultMessage: 'Reported by {name}',
    description: 'Who filed the report, by their first name.',
  },
  reportedByRole: {
    id: 'reports.card.reportedByRole',
    defaultMessage:
      'Reported by {role, select, Admin {an Admin} Reporter {a Reporter} Blogger {a Blogger} other {a {role}}}',
    description:
      'Who filed the report when only their account role may be shown: Admin, Reporter, Blogger, or another role name (e.g. "Super admin").',
  },
});
