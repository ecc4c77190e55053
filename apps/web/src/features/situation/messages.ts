import { defineMessages } from '@outbreak-watch/domain';

/** The situation report's texts (`/situation`, its print view and PDF). */
export const SITUATION_PAGE_MESSAGES = defineMessages({
  titlePlace: {
    id: 'situation.title.place',
    defaultMessage: 'Situation report: {disease} in {place}',
    description: 'Page heading; disease is a disease’s name or "All diseases", place a country or UN region.',
  },
  titleWorld: {
    id: 'situation.title.world',
    defaultMessage: 'Situation report: {disease} worldwide',
    description: 'Page heading without a place; disease is a disease’s name or "All diseases".',
  },
  allDiseases: {
    id: 'situation.allDiseases',
    defaultMessage: 'All diseases',
    description: 'In the heading, when no disease is chosen.',
  },
  filtersLabel: {
    id: 'situation.filters',
    defaultMessage: 'Situation report filters',
    description: 'Name of the filter form, for screen readers.',
  },
  from: { id: 'situation.from', defaultMessage: 'From', description: 'Date filter: first day.' },
  to: { id: 'situation.to', defaultMessage: 'To', description: 'Date filter: last day.' },
  print: { id: 'situation.print', defaultMessage: 'Print', description: 'Button printing the report.' },
  downloadPdf: {
    id: 'situation.downloadPdf',
    defaultMessage: 'Download PDF',
    description: 'Button downloading the report as a PDF.',
  },
  downloading: {
    id: 'situation.downloading',
    defaultMessage: 'Preparing PDF…',
    description: 'The PDF button while the server renders it.',
  },
  loading: {
    id: 'situation.loading',
    defaultMessage: 'Loading the situation report…',
    description: 'While the report loads.',
  },
  loadFailed: {
    id: 'situation.loadFailed',
    defaultMessage: 'The situation report could not be loaded. Please try again later.',
    description: 'Error when the report could not be loaded.',
  },
  keyFigures: { id: 'situation.keyFigures', defaultMessage: 'Key figures', description: 'Section heading.' },
  outbreaks: { id: 'situation.figure.outbreaks', defaultMessage: 'Outbreaks', description: 'Key figure.' },
  confirmed_outbreaks: {
    id: 'situation.figure.confirmedOutbreaks',
    defaultMessage: 'Confirmed outbreaks',
    description: 'Key figure.',
  },
  cases: {
    id: 'situation.figure.cases',
    defaultMessage: 'Cases',
    description: 'Key figure and table column.',
  },
  deaths: {
    id: 'situation.figure.deaths',
    defaultMessage: 'Deaths',
    description: 'Key figure and table column.',
  },
  cases_per_100k: {
    id: 'situation.figure.casesPer100k',
    defaultMessage: 'Cases per 100,000',
    description: 'Key figure: cases per 100,000 people.',
  },
  deaths_per_100k: {
    id: 'situation.figure.deathsPer100k',
    defaultMessage: 'Deaths per 100,000',
    description: 'Key figure: deaths per 100,000 people.',
  },
  vsPrevious: {
    id: 'situation.vsPrevious',
    defaultMessage: 'vs previous period: {change}',
    description: 'Under a key figure: its change from the period before, e.g. "+12 (+25%)".',
  },
  vsYearBefore: {
    id: 'situation.vsYearBefore',
    defaultMessage: 'vs a year earlier: {change}',
    description: 'Under a key figure: its change from the same period a year earlier.',
  },
  noChange: {
    id: 'situation.change.none',
    defaultMessage: '{zero} (no change)',
    description: 'A figure that did not change; zero is the number 0.',
  },
  changeNew: {
    id: 'situation.change.new',
    defaultMessage: '{change} (new)',
    description: 'A change from nothing, e.g. "+4 (new)".',
  },
  changePercent: {
    id: 'situation.change.percent',
    defaultMessage: '{change} ({percent})',
    description: 'A change and its percentage, e.g. "+12 (+25%)".',
  },
  comparisons: {
    id: 'situation.comparisons',
    defaultMessage:
      'Compared with the previous period ({previous}) and the same period a year earlier ({yearBefore}).',
    description: 'Under the key figures; previous and yearBefore are date ranges.',
  },
  population: {
    id: 'situation.population',
    defaultMessage: 'Rates with a population of {population} ({year}).',
    description: 'Under the key figures; year is the year of the population figure.',
  },
  map: {
    id: 'situation.map',
    defaultMessage: 'Where the largest outbreaks are',
    description: 'Section heading over the map.',
  },
  mapLabel: {
    id: 'situation.mapLabel',
    defaultMessage: 'Map of the period’s largest outbreaks',
    description: 'Name of the map, for screen readers.',
  },
  mapPoint: {
    id: 'situation.mapPoint',
    defaultMessage: '{outbreak}, {date}: {cases, plural, one {# case} other {# cases}}',
    description: 'A point on the map; outbreak is "Cholera in Kenya".',
  },
  signals: { id: 'situation.signals', defaultMessage: 'Signals', description: 'Section heading.' },
  signalsIntro: {
    id: 'situation.signalsIntro',
    defaultMessage: 'Current signals and the period’s verified events for this filter.',
    description: 'Under the signals heading.',
  },
  noSignals: {
    id: 'situation.noSignals',
    defaultMessage: 'No current signals or verified events for this filter.',
    description: 'Instead of the signals when there are none.',
  },
  largest: {
    id: 'situation.largest',
    defaultMessage: 'Largest outbreaks',
    description: 'Section heading over the table.',
  },
  largestCaption: {
    id: 'situation.largestCaption',
    defaultMessage: 'The period’s five largest outbreaks by cases',
    description: 'Caption of the table, for screen readers.',
  },
  noOutbreaks: {
    id: 'situation.noOutbreaks',
    defaultMessage: 'No outbreaks in this period.',
    description: 'Instead of the table when there are none.',
  },
  outbreak: { id: 'situation.column.outbreak', defaultMessage: 'Outbreak', description: 'Table column.' },
  date: { id: 'situation.column.date', defaultMessage: 'Date', description: 'Table column.' },
  status: { id: 'situation.column.status', defaultMessage: 'Status', description: 'Table column.' },
  outbreakIn: {
    id: 'situation.outbreakIn',
    defaultMessage: '{disease} in {country}',
    description: 'An outbreak by its disease and country, e.g. "Cholera in Kenya".',
  },
});

/** The links to a situation report from the analysis page and a country on the map. */
export const SITUATION_LINK_MESSAGES = defineMessages({
  analyticsLink: {
    id: 'situation.link.analytics',
    defaultMessage: 'Situation report for this filter',
    description: 'Link from the analysis page to the report of its filter.',
  },
  countryLink: {
    id: 'situation.link.country',
    defaultMessage: 'Situation report for {name}',
    description: 'Link from a country on the map to its report; name is the country’s.',
  },
});
