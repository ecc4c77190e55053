import { defineMessages, OUTBREAK_STATUS_MESSAGES } from '@outbreak-watch/domain';

/** Words several shared components use. */
export const COMMON_MESSAGES = defineMessages({
  retry: { id: 'common.retry', defaultMessage: 'Retry', description: 'Button that loads again what failed.' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…', description: 'While something loads.' },
  opensInNewTab: {
    id: 'common.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a link that opens a new tab.',
  },
  socialLink: {
    id: 'common.socialLink',
    defaultMessage: '{product} on {network}',
    description: 'Name of a link to a social account: "Outbreak Watch on LinkedIn".',
  },
  confirmed: {
    id: 'common.confirmed',
    defaultMessage: 'Confirmed',
    description: 'Outbreak confirmation badge.',
  },
  unconfirmed: {
    id: 'common.unconfirmed',
    defaultMessage: 'Unconfirmed',
    description: 'Outbreak confirmation badge: suspected, not confirmed.',
  },
  mapBoundariesFailed: {
    id: 'map.boundariesLoadError',
    defaultMessage: 'Country boundaries could not be loaded.',
    description: 'When the shapes of the countries could not be loaded; the map still lists the countries.',
  },
  mapLoading: { id: 'common.map.loading', defaultMessage: 'Loading map…', description: 'While a map loads.' },
  mapLoadError: {
    id: 'common.map.loadError',
    defaultMessage: 'The map could not be loaded.',
    description: 'When the map failed to show.',
  },
  mapViewDetails: {
    id: 'common.map.viewDetails',
    defaultMessage: 'View details',
    description: 'Link in a map point’s popup to the outbreak’s page.',
  },
  mapPlaces: {
    id: 'common.map.places',
    defaultMessage: '{map}: places',
    description: 'Name of the list of a map’s places for screen readers; map is the map’s name.',
  },
});

/** The outbreak tables and their badges. */
export const TABLE_MESSAGES = defineMessages({
  date: { id: 'table.column.date', defaultMessage: 'Date', description: 'Table column.' },
  location: { id: 'table.column.location', defaultMessage: 'Location', description: 'Table column.' },
  disease: { id: 'table.column.disease', defaultMessage: 'Disease', description: 'Table column.' },
  transmission: {
    id: 'table.column.transmission',
    defaultMessage: 'Transmission Rate (R0)',
    description: 'Table column: the basic reproduction number.',
  },
  attackRate: { id: 'table.column.attackRate', defaultMessage: 'Attack Rate', description: 'Table column.' },
  survivability: {
    id: 'table.column.survivability',
    defaultMessage: 'Survivability',
    description: 'Table column: the share of cases who survive.',
  },
  cases: { id: 'table.column.cases', defaultMessage: 'Cases', description: 'Table column.' },
  status: { id: 'table.column.status', defaultMessage: 'Status', description: 'Table column.' },
  actions: {
    id: 'table.column.actions',
    defaultMessage: 'Actions',
    description: 'Hidden heading of the column of buttons, read by screen readers.',
  },
  caption: {
    id: 'table.caption.recent',
    defaultMessage: 'Recent outbreaks, newest first',
    description: 'Caption of the outbreak table, read by screen readers.',
  },
  view: { id: 'table.view', defaultMessage: 'View', description: 'Button of a row opening the outbreak.' },
  viewWhat: {
    id: 'table.viewWhat',
    defaultMessage: '{disease} in {location}, {date}',
    description: 'Read by screen readers after "View": which outbreak the row is.',
  },
  transmissionTitle: {
    id: 'table.badge.transmissionTitle',
    defaultMessage: 'Transmission rate (R0)',
    description: 'Tooltip of the R0 badge.',
  },
  transmissionShort: { id: 'table.badge.transmission', defaultMessage: 'R0', description: 'Badge label.' },
  attackTitle: {
    id: 'table.badge.attackTitle',
    defaultMessage: 'Attack rate',
    description: 'Badge tooltip.',
  },
  attackShort: {
    id: 'table.badge.attack',
    defaultMessage: 'Attack',
    description: 'Short badge label before the attack rate.',
  },
  survivabilityTitle: {
    id: 'table.badge.survivabilityTitle',
    defaultMessage: 'Survivability',
    description: 'Badge tooltip.',
  },
  survivalShort: {
    id: 'table.badge.survival',
    defaultMessage: 'Survival',
    description: 'Short badge label before the survivability.',
  },
  statusActive: OUTBREAK_STATUS_MESSAGES.active,
  statusInvestigating: OUTBREAK_STATUS_MESSAGES.investigating,
  statusContained: OUTBREAK_STATUS_MESSAGES.contained,
  statusResolved: OUTBREAK_STATUS_MESSAGES.resolved,
  statusSuspected: {
    id: 'table.status.suspected',
    defaultMessage: 'Suspected',
    description: 'Outbreak status.',
  },
  duplicateName: {
    id: 'table.duplicateName',
    defaultMessage: '{disease} in {location}',
    description: 'How a possible duplicate report is named: "Anthrax in Lagos, Nigeria".',
  },
  reportNumber: {
    id: 'table.reportNumber',
    defaultMessage: 'report #{id}',
    description: 'A possible duplicate’s report number.',
  },
});

/** The filter bars. */
export const FILTERS_MESSAGES = defineMessages({
  country: { id: 'filters.country', defaultMessage: 'Country', description: 'Filter label.' },
  allCountries: {
    id: 'filters.allCountries',
    defaultMessage: 'All countries',
    description: 'Filter choice.',
  },
  disease: { id: 'filters.disease', defaultMessage: 'Disease', description: 'Filter label.' },
  allDiseases: { id: 'filters.allDiseases', defaultMessage: 'All diseases', description: 'Filter choice.' },
  region: { id: 'filters.region', defaultMessage: 'Region', description: 'Filter label: a UN M49 region.' },
  allRegions: { id: 'filters.allRegions', defaultMessage: 'All regions', description: 'Filter choice.' },
  listFailed: {
    id: 'filters.listFailed',
    defaultMessage: 'Could not be loaded',
    description: 'Disabled choice of a filter list that failed to load.',
  },
});

/** The chart frames. */
export const CHARTS_MESSAGES = defineMessages({
  showTable: {
    id: 'charts.showTable',
    defaultMessage: 'Show data table',
    description: 'Disclosure under a chart that shows its numbers as a table.',
  },
  tableRegion: {
    id: 'charts.tableRegion',
    defaultMessage: '{title}: data',
    description: 'Name of a chart’s data table for screen readers; title is the chart’s.',
  },
});

/** The feed links. */
export const EXPORTS_MESSAGES = defineMessages({
  feedsAndExports: {
    id: 'exports.feedsAndExports',
    defaultMessage: 'Feeds and exports',
    description: 'Name of the group of feed links, read by screen readers.',
  },
  feeds: { id: 'exports.feeds', defaultMessage: 'Feeds', description: 'Label before the feed links.' },
  atomFeed: {
    id: 'exports.atomFeed',
    defaultMessage: 'Atom feed of the confirmed outbreaks',
    description: 'Name of the Atom feed link.',
  },
  capFeed: {
    id: 'exports.capFeed',
    defaultMessage: 'CAP alerts of the confirmed outbreaks (Atom index)',
    description: 'Name of the CAP feed link.',
  },
  geoJson: {
    id: 'exports.geoJson',
    defaultMessage: 'GeoJSON of {holds}',
    description: 'Name of the GeoJSON export link; holds says what it holds ("the map’s countries").',
  },
});

/** The follow button. */
export const FOLLOW_MESSAGES = defineMessages({
  following: {
    id: 'follow.following',
    defaultMessage: '· Following',
    description: 'After the follow button’s name while followed.',
  },
  signIn: {
    id: 'follow.signIn',
    defaultMessage: 'Sign in to follow',
    description: 'Link beside the button.',
  },
  failed: {
    id: 'follow.failed',
    defaultMessage: 'The change could not be saved. Please try again.',
    description: 'When following or unfollowing failed.',
  },
});

/** An outbreak's history of verification. */
export const HISTORY_MESSAGES = defineMessages({
  verificationTeam: {
    id: 'common.history.team',
    defaultMessage: 'the verification team',
    description: 'Who acted, when the person is not named.',
  },
  confirmed: {
    id: 'common.history.confirmed',
    defaultMessage: 'Confirmed by {by} on {on}',
    description: 'History line; by is a person or "the verification team", on a date.',
  },
  statusChanged: {
    id: 'common.history.statusChanged',
    defaultMessage: 'Status changed to {status} by {by} on {on}',
    description: 'History line; status is the new status.',
  },
  anotherStatus: {
    id: 'common.history.anotherStatus',
    defaultMessage: 'another status',
    description: 'The new status when it is not known.',
  },
  corrected: {
    id: 'common.history.corrected',
    defaultMessage: 'Corrected ({fields}) by {by} on {on}',
    description: 'History line; fields lists what was corrected ("date, place").',
  },
  merged: {
    id: 'common.history.merged',
    defaultMessage: 'Duplicate report #{id} merged into this one by {by} on {on}',
    description: 'History line: another report was merged into this outbreak.',
  },
  fieldDate: { id: 'common.history.field.date', defaultMessage: 'date', description: 'A corrected field.' },
  fieldPlace: {
    id: 'common.history.field.place',
    defaultMessage: 'place',
    description: 'A corrected field.',
  },
  fieldDisease: {
    id: 'common.history.field.disease',
    defaultMessage: 'disease',
    description: 'A corrected field.',
  },
  fieldDescription: {
    id: 'common.history.field.description',
    defaultMessage: 'description',
    description: 'A corrected field.',
  },
  fieldSource: {
    id: 'common.history.field.source',
    defaultMessage: 'source',
    description: 'A corrected field.',
  },
  fieldAssessment: {
    id: 'common.history.field.assessment',
    defaultMessage: 'assessment',
    description: 'A corrected field: the risk assessment answers.',
  },
});
