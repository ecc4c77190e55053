import { defineMessages } from '@outbreak-watch/domain';

/** The dashboard's texts (spec §2 Home). */
export const HOME_TEXT = defineMessages({
  loading: {
    id: 'home.loading',
    defaultMessage: 'Loading outbreak data...',
    description: 'While the recent outbreaks load.',
  },
  loadFailed: {
    id: 'home.loadFailed',
    defaultMessage: 'Failed to load outbreak data. Please try again later.',
    description: 'When the recent outbreaks could not be loaded.',
  },
  refreshFailed: {
    id: 'home.refreshFailed',
    defaultMessage: 'Failed to refresh outbreak data. Please try again later.',
    description: 'When refreshing the shown outbreaks failed; the rows stay.',
  },
  noneMatching: {
    id: 'home.noneMatching',
    defaultMessage: 'No outbreaks found matching current filters.',
    description: 'Empty list with filters.',
  },
  none: {
    id: 'home.none',
    defaultMessage: 'No outbreaks have been reported yet.',
    description: 'Empty list.',
  },
  dateRange: {
    id: 'home.dateRange',
    defaultMessage: 'The start date must not be after the end date.',
    description: 'Filter problem: From is after To.',
  },
  recentTitle: { id: 'home.recent.title', defaultMessage: 'Recent Outbreaks', description: 'Card heading.' },
  newestFirst: {
    id: 'home.recent.newestFirst',
    defaultMessage: 'Newest first',
    description: 'Under the heading while the list loads.',
  },
  summary: {
    id: 'home.recent.summary',
    defaultMessage:
      '{latest, select, yes {The latest } other {}}{count, plural, one {# report} other {# reports}}, newest first',
    description: 'Under the heading: how many rows the list shows; latest=yes when there are more.',
  },
  summaryFiltered: {
    id: 'home.recent.summaryFiltered',
    defaultMessage: '{latest, select, yes {The latest } other {}}{count} matching the filters, newest first',
    description: 'Under the heading with filters: how many rows match; latest=yes when there are more.',
  },
  filters: { id: 'home.filters', defaultMessage: 'Filters', description: 'Button opening the filter panel.' },
  activeFilters: {
    id: 'home.filters.active',
    defaultMessage: ', {count} active',
    description: 'Read by screen readers after "Filters": how many filters are set.',
  },
  exportsFiltered: {
    id: 'home.exports.filtered',
    defaultMessage: 'the outbreaks matching the filters',
    description: 'What the export holds, completing "Export …".',
  },
  exportsAll: {
    id: 'home.exports.all',
    defaultMessage: 'every outbreak',
    description: 'What the export holds, completing "Export …".',
  },
  seeAllReports: {
    id: 'home.seeAllReports',
    defaultMessage: 'See all reports',
    description: 'Link to the reports.',
  },
  filterForm: {
    id: 'home.filters.form',
    defaultMessage: 'Filter outbreaks',
    description: 'Name of the filter form.',
  },
  status: { id: 'home.filters.status', defaultMessage: 'Status', description: 'Filter label.' },
  anyStatus: { id: 'home.filters.anyStatus', defaultMessage: 'Any status', description: 'Filter choice.' },
  severity: { id: 'home.filters.severity', defaultMessage: 'Severity', description: 'Filter label.' },
  anySeverity: {
    id: 'home.filters.anySeverity',
    defaultMessage: 'Any severity',
    description: 'Filter choice.',
  },
  from: { id: 'home.filters.from', defaultMessage: 'From', description: 'Filter label: first date.' },
  to: { id: 'home.filters.to', defaultMessage: 'To', description: 'Filter label: last date.' },
  apply: { id: 'home.filters.apply', defaultMessage: 'Apply', description: 'Button applying the filters.' },
  reset: { id: 'home.filters.reset', defaultMessage: 'Reset', description: 'Button clearing the filters.' },
  locationsTitle: {
    id: 'home.locations.title',
    defaultMessage: 'Outbreak Locations',
    description: 'Card heading.',
  },
  locationsIntro: {
    id: 'home.locations.intro',
    defaultMessage: 'The outbreaks listed above, on a map.',
    description: 'Under the map card’s heading.',
  },
  viewFullMap: {
    id: 'home.locations.fullMap',
    defaultMessage: 'View Full Map',
    description: 'Link to the map.',
  },
  noLocations: {
    id: 'home.locations.none',
    defaultMessage: 'No outbreak locations to show.',
    description: 'When the outbreaks failed to load.',
  },
  mapLabel: {
    id: 'home.locations.mapLabel',
    defaultMessage: 'Map of the outbreaks listed above',
    description: 'Name of the map for screen readers.',
  },
  pointLabel: {
    id: 'home.locations.point',
    defaultMessage: '{disease} in {location}, {date}',
    description: 'A map point: which outbreak.',
  },
});
