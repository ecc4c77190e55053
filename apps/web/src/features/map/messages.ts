import { defineMessages, MAP_TEXT_MESSAGES, type MessageDescriptor } from '@outbreak-watch/domain';

/**
 * A formatter of messages, for the modules that build text outside React (the hover label, the map
 * image): react-intl's `formatMessage`, or the domain's in tests.
 */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** The map page's own texts (spec §2 Map, §8). */
export const MAP_MESSAGES = defineMessages({
  title: {
    id: 'map.title',
    defaultMessage: 'Outbreak Map',
    description: 'Name of the map page, as a shared link and the embedded map name it.',
  },
  loading: {
    id: 'map.loading',
    defaultMessage: 'Loading outbreak data...',
    description: 'While the map’s countries load.',
  },
  loadFailed: MAP_TEXT_MESSAGES.loadFailed,
  emptyResponse: MAP_TEXT_MESSAGES.emptyResponse,
  geoJsonHolds: {
    id: 'map.geoJsonHolds',
    defaultMessage: "the map's countries",
    description: 'What the GeoJSON download of the map holds, completing the sentence of the feeds menu.',
  },
  regionLabel: {
    id: 'map.regionLabel',
    defaultMessage: 'World map of outbreaks by country',
    description: 'Accessible name of the map card.',
  },
  hint: MAP_TEXT_MESSAGES.hint,
  hintMore: {
    id: 'map.hintMore',
    defaultMessage: ', or choose one from the list of countries with outbreaks.',
    description:
      'Read by screen readers only, right after the hint "Click on a country to view detailed metrics".',
  },
  loadingMap: {
    id: 'map.loadingMap',
    defaultMessage: 'Loading map…',
    description: 'While the map itself loads.',
  },
  loadingBoundaries: {
    id: 'map.loadingBoundaries',
    defaultMessage: 'Loading country boundaries…',
    description: 'While the shapes of the countries load.',
  },
  boundariesStillListed: {
    id: 'map.boundariesStillListed',
    defaultMessage: 'The countries with outbreaks are still listed on this page.',
    description: 'After the message that the country shapes could not be loaded.',
  },
  noOutbreaks: MAP_TEXT_MESSAGES.noOutbreaks,
});

/** The map's filters. */
export const MAP_FILTER_MESSAGES = defineMessages({
  label: {
    id: 'map.filters.label',
    defaultMessage: 'Map filters',
    description: 'Accessible name of the map’s filter form.',
  },
  dateRange: {
    id: 'map.filters.dateRange',
    defaultMessage: 'Date range',
    description: 'Label of the date range filter.',
  },
  disease: {
    id: 'map.filters.disease',
    defaultMessage: 'Disease',
    description: 'Label of the disease filter.',
  },
  allDiseases: {
    id: 'map.filters.allDiseases',
    defaultMessage: 'All diseases',
    description: 'Disease filter: no disease chosen.',
  },
  diseasesFailed: {
    id: 'map.filters.diseasesFailed',
    defaultMessage: 'Could not be loaded',
    description: 'Disease filter: the list of diseases could not be loaded.',
  },
  loading: {
    id: 'map.filters.loading',
    defaultMessage: 'Loading…',
    description: 'Disease filter: the list of diseases is loading.',
  },
  unknownDisease: {
    id: 'map.filters.unknownDisease',
    defaultMessage: 'Unknown disease',
    description: 'Disease filter: a disease of a shared link that the list does not have.',
  },
  last7: { id: 'map.filters.last7', defaultMessage: 'Last 7 days', description: 'Date range choice.' },
  last30: { id: 'map.filters.last30', defaultMessage: 'Last 30 days', description: 'Date range choice.' },
  last90: { id: 'map.filters.last90', defaultMessage: 'Last 90 days', description: 'Date range choice.' },
  last365: { id: 'map.filters.last365', defaultMessage: 'Last year', description: 'Date range choice.' },
  allTime: { id: 'map.filters.allTime', defaultMessage: 'All time', description: 'Date range choice.' },
});

/** The time control: the map a week or a month at a time. */
export const MAP_TIME_MESSAGES = defineMessages({
  region: {
    id: 'map.time.region',
    defaultMessage: 'Map over time',
    description: 'Accessible name of the time control.',
  },
  toggle: {
    id: 'map.time.toggle',
    defaultMessage: 'Over time',
    description: 'Checkbox turning on the map’s time steps.',
  },
  toggleHint: {
    id: 'map.time.toggleHint',
    defaultMessage: 'Step or play through the range a week or a month at a time',
    description: 'Under the "Over time" checkbox.',
  },
  interval: {
    id: 'map.time.interval',
    defaultMessage: 'Frames',
    description: 'Label of the choice between weekly and monthly steps.',
  },
  weekly: { id: 'map.time.weekly', defaultMessage: 'Weekly', description: 'Steps of one week.' },
  monthly: { id: 'map.time.monthly', defaultMessage: 'Monthly', description: 'Steps of one month.' },
  slider: {
    id: 'map.time.slider',
    defaultMessage: '{interval, select, week {Week shown} other {Month shown}}',
    description: 'Label of the slider; followed by the week or month shown.',
  },
  play: { id: 'map.time.play', defaultMessage: 'Play', description: 'Button stepping through the frames.' },
  pause: { id: 'map.time.pause', defaultMessage: 'Pause', description: 'Button stopping the steps.' },
  loading: {
    id: 'map.time.loading',
    defaultMessage: 'Loading frames…',
    description: 'While the steps load.',
  },
  loadFailed: {
    id: 'map.time.loadFailed',
    defaultMessage: 'The frames could not be loaded.',
    description: 'The steps could not be loaded.',
  },
  position: {
    id: 'map.time.position',
    defaultMessage: '{index} of {count}',
    description: 'Under the slider: which step is shown, e.g. "3 of 12".',
  },
  dates: {
    id: 'map.time.dates',
    defaultMessage: '{start} – {end}',
    description: 'A span of two dates.',
  },
  valueText: {
    id: 'map.time.valueText',
    defaultMessage: '{interval, select, week {Week} other {Month}} {label}, {dates}',
    description: 'What the slider says of its value: "Week 2026-W05, Jan 26, 2026 – Feb 1, 2026".',
  },
  lastDays: {
    id: 'map.time.lastDays',
    defaultMessage: 'Last {days} days: {range}',
    description: 'The map’s range on the image and in print: "Last 30 days: Oct 29, 2026 – Nov 27, 2026".',
  },
  allTimeTo: {
    id: 'map.time.allTimeTo',
    defaultMessage: 'All time, to {date}',
    description: 'The map’s range on the image and in print when it is unlimited.',
  },
});

/** The colouring choice, the legend and the figures behind a colour. */
export const MAP_LEGEND_MESSAGES = defineMessages({
  colouringLabel: {
    id: 'map.legend.colouringLabel',
    defaultMessage: 'Colour countries by',
    description: 'Label of the choice of what the map’s colours show.',
  },
  severity: {
    id: 'map.legend.severity',
    defaultMessage: 'Severity score',
    description: 'Colouring choice: the severity score.',
  },
  incidence: {
    id: 'map.legend.incidence',
    defaultMessage: 'Cases per 100,000',
    description: 'Colouring choice and legend title: cases per 100,000 people.',
  },
  riskTitle: { id: 'map.legend.riskTitle', defaultMessage: 'Risk', description: 'Legend title by severity.' },
  riskNote: {
    id: 'map.legend.riskNote',
    defaultMessage: 'severity score, 0–100',
    description: 'Beside the legend title "Risk", in brackets.',
  },
  incidenceNote: {
    id: 'map.legend.incidenceNote',
    defaultMessage: 'population of the period’s last year, or the latest year with a figure',
    description: 'Beside the legend title "Cases per 100,000", in brackets.',
  },
  titleNote: {
    id: 'map.legend.titleNote',
    defaultMessage: '({note})',
    description: 'A note in brackets after the legend title.',
  },
  entry: {
    id: 'map.legend.entry',
    defaultMessage: '{name} ({range})',
    description: 'A legend entry with its range, e.g. "Low (10 to under 25)".',
  },
  band0: { id: 'map.legend.band0', defaultMessage: 'No outbreaks', description: 'Risk band 0.' },
  band1: { id: 'map.legend.band1', defaultMessage: 'Very low', description: 'Risk band 1.' },
  band2: { id: 'map.legend.band2', defaultMessage: 'Low', description: 'Risk band 2.' },
  band3: { id: 'map.legend.band3', defaultMessage: 'Moderate', description: 'Risk band 3.' },
  band4: { id: 'map.legend.band4', defaultMessage: 'High', description: 'Risk band 4.' },
  band5: { id: 'map.legend.band5', defaultMessage: 'Very high', description: 'Risk band 5.' },
  range0: { id: 'map.legend.range0', defaultMessage: 'no reports', description: 'Range of risk band 0.' },
  range1: { id: 'map.legend.range1', defaultMessage: 'score under 10', description: 'Range of risk band 1.' },
  range2: { id: 'map.legend.range2', defaultMessage: '10 to under 25', description: 'Range of risk band 2.' },
  range3: { id: 'map.legend.range3', defaultMessage: '25 to under 50', description: 'Range of risk band 3.' },
  range4: { id: 'map.legend.range4', defaultMessage: '50 to under 75', description: 'Range of risk band 4.' },
  range5: { id: 'map.legend.range5', defaultMessage: '75 to 100', description: 'Range of risk band 5.' },
  incidence0: {
    id: 'map.legend.incidence0',
    defaultMessage: 'No rate: no outbreaks or no population figure',
    description: 'Legend of cases per 100,000: countries without a colour.',
  },
  incidence1: {
    id: 'map.legend.incidence1',
    defaultMessage: 'Under 0.1',
    description: 'Cases per 100,000 band.',
  },
  incidence2: {
    id: 'map.legend.incidence2',
    defaultMessage: '0.1 to under 1',
    description: 'Cases per 100,000 band.',
  },
  incidence3: {
    id: 'map.legend.incidence3',
    defaultMessage: '1 to under 10',
    description: 'Cases per 100,000 band.',
  },
  incidence4: {
    id: 'map.legend.incidence4',
    defaultMessage: '10 to under 100',
    description: 'Cases per 100,000 band.',
  },
  incidence5: {
    id: 'map.legend.incidence5',
    defaultMessage: '100 and above',
    description: 'Cases per 100,000 band.',
  },
  fewTerm: {
    id: 'map.legend.fewTerm',
    defaultMessage: 'Few reports:',
    description: 'Legend term of striped countries.',
  },
  fewMeaning: {
    id: 'map.legend.fewMeaning',
    defaultMessage: 'striped, fewer than {minimum} reports behind the score',
    description: 'After "Few reports:" in the legend; {minimum} is a number.',
  },
  unconfirmedTerm: {
    id: 'map.legend.unconfirmedTerm',
    defaultMessage: 'Unconfirmed only:',
    description: 'Legend term of cross-hatched countries.',
  },
  unconfirmedMeaning: {
    id: 'map.legend.unconfirmedMeaning',
    defaultMessage: 'cross-hatched, no report behind the score is confirmed yet',
    description: 'After "Unconfirmed only:" in the legend.',
  },
  signalTerm: {
    id: 'map.legend.signalTerm',
    defaultMessage: 'Dashed outline:',
    description: 'Legend term of countries outlined with dashes.',
  },
  signalMeaning: {
    id: 'map.legend.signalMeaning',
    defaultMessage: 'a current signal, more reports or cases than expected in a recent week',
    description: 'After "Dashed outline:" in the legend.',
  },
  signalMeaningNone: {
    id: 'map.legend.signalMeaningNone',
    defaultMessage: 'a current signal, more reports or cases than expected in a recent week (none now)',
    description: 'After "Dashed outline:" in the legend, when no country has a signal now.',
  },
  populationSource: {
    id: 'map.legend.populationSource',
    defaultMessage: 'Population: World Bank (SP.POP.TOTL), CC BY 4.0',
    description: 'Credit of the population figures; "World Bank" may be given its name in the language.',
  },
  fewReports: {
    id: 'map.legend.fewReports',
    defaultMessage: 'Few reports',
    description: 'Mark of a country whose score rests on few reports.',
  },
  unconfirmedOnly: {
    id: 'map.legend.unconfirmedOnly',
    defaultMessage: 'Unconfirmed only',
    description: 'Mark of a country whose reports are all unconfirmed.',
  },
  basedOn: {
    id: 'map.legend.basedOn',
    defaultMessage: 'Based on {reports, plural, one {# report} other {# reports}} ({confirmed} confirmed)',
    description: 'What a country’s colour rests on; {confirmed} is a number.',
  },
});

/** The list of countries, the hover label, the selected country's panel and table. */
export const MAP_COUNTRY_MESSAGES = defineMessages({
  listTitle: {
    id: 'map.country.listTitle',
    defaultMessage: 'Countries with outbreaks',
    description: 'Heading of the list beside the map.',
  },
  listNoneMatching: {
    id: 'map.country.listNoneMatching',
    defaultMessage: 'No outbreaks found matching current filters.',
    description: 'The list beside the map is empty under the filters.',
  },
  listNone: {
    id: 'map.country.listNone',
    defaultMessage: 'No outbreaks have been reported yet.',
    description: 'The list beside the map is empty.',
  },
  listCount: {
    id: 'map.country.listCount',
    defaultMessage: '{count, plural, one {# country} other {# countries}}, highest risk first',
    description: 'Under the list’s heading.',
  },
  outbreaks: {
    id: 'map.country.outbreaks',
    defaultMessage: '{count, plural, one {# outbreak} other {# outbreaks}}',
    description: 'A country’s number of outbreaks.',
  },
  risk: {
    id: 'map.country.risk',
    defaultMessage: '{band} risk',
    description: 'A country’s risk band in the list, e.g. "Moderate risk".',
  },
  noRate: {
    id: 'map.country.noRate',
    defaultMessage: 'No rate',
    description: 'In the list by cases per 100,000: the country has no rate.',
  },
  perBase: {
    id: 'map.country.perBase',
    defaultMessage: '{rate} per 100,000',
    description: 'A rate per 100,000 people; {rate} is a number.',
  },
  signal: {
    id: 'map.country.signal',
    defaultMessage: 'Signal',
    description: 'Mark of a country with a current signal in the list.',
  },
  scoreLabel: {
    id: 'map.country.scoreLabel',
    defaultMessage: 'severity score',
    description: 'Read by screen readers only, before the severity score number in the list.',
  },
  tooltipFigures: {
    id: 'map.country.tooltipFigures',
    defaultMessage: '{count, plural, one {# outbreak} other {# outbreaks}}, severity {score}',
    description: 'Hover label of a country on the map; {score} is a number.',
  },
  tooltipCases: {
    id: 'map.country.tooltipCases',
    defaultMessage: 'Cases {rate} per 100,000 (population {year})',
    description: 'Hover label of a country on the map; {rate} is a number, {year} a year.',
  },
  tooltipNoCases: {
    id: 'map.country.tooltipNoCases',
    defaultMessage: 'Cases — (no population figure for this country)',
    description: 'Hover label of a country without a population figure.',
  },
  panelLabel: {
    id: 'map.country.panelLabel',
    defaultMessage: 'Outbreak metrics for {name}',
    description: 'Accessible name of the selected country’s panel.',
  },
  close: {
    id: 'map.country.close',
    defaultMessage: 'Close the details of {name}',
    description: 'Button closing the selected country’s panel.',
  },
  follow: {
    id: 'map.country.follow',
    defaultMessage: 'Follow {name}',
    description: 'Button following a country or a region.',
  },
  riskScore: {
    id: 'map.country.riskScore',
    defaultMessage: '{band} risk, severity score {score}',
    description: 'The selected country’s risk band and score, e.g. "Moderate risk, severity score 32.5".',
  },
  signalBesideRisk: {
    id: 'map.country.signalBesideRisk',
    defaultMessage: 'Current signal: more reports or cases than expected, whatever the score',
    description: 'Beside the risk of a country with a current signal.',
  },
  totalOutbreaks: {
    id: 'map.country.totalOutbreaks',
    defaultMessage: 'Total outbreaks',
    description: 'Figure.',
  },
  attackRate: {
    id: 'map.country.attackRate',
    defaultMessage: 'Average attack rate',
    description: 'Figure: the mean attack rate.',
  },
  transmissionRate: {
    id: 'map.country.transmissionRate',
    defaultMessage: 'Average transmission rate (R0)',
    description: 'Figure: the mean basic reproduction number R0.',
  },
  r0Explanation: {
    id: 'map.country.r0Explanation',
    defaultMessage: 'R0 under 1 means outbreak, 1 or more means epidemic',
    description: 'Under the average transmission rate.',
  },
  meaningOutbreak: {
    id: 'map.country.meaningOutbreak',
    defaultMessage: 'outbreak',
    description: 'Beside an R0 under 1, in brackets.',
  },
  meaningEpidemic: {
    id: 'map.country.meaningEpidemic',
    defaultMessage: 'epidemic',
    description: 'Beside an R0 of 1 or more, in brackets.',
  },
  survivability: {
    id: 'map.country.survivability',
    defaultMessage: 'Average survivability',
    description: 'Figure: the mean survivability.',
  },
  totalCases: { id: 'map.country.totalCases', defaultMessage: 'Total cases', description: 'Figure.' },
  casesPerBase: {
    id: 'map.country.casesPerBase',
    defaultMessage: 'Cases per 100,000',
    description: 'Figure: cases per 100,000 people.',
  },
  deathsPerBase: {
    id: 'map.country.deathsPerBase',
    defaultMessage: 'Deaths per 100,000',
    description: 'Figure: deaths per 100,000 people.',
  },
  noRateNote: {
    id: 'map.country.noRateNote',
    defaultMessage: 'No rate: no population figure for this country',
    description: 'Under a rate that cannot be given.',
  },
  populationNote: {
    id: 'map.country.populationNote',
    defaultMessage: 'Population {year}: {population}',
    description: 'Under a rate: the population it rests on; {population} is a number.',
  },
  recentOutbreaks: {
    id: 'map.country.recentOutbreaks',
    defaultMessage: 'Recent outbreaks',
    description: 'Heading of the selected country’s latest outbreaks.',
  },
  attackRateBadge: {
    id: 'map.country.attackRateBadge',
    defaultMessage: 'Attack rate',
    description: 'Badge label.',
  },
  survivabilityBadge: {
    id: 'map.country.survivabilityBadge',
    defaultMessage: 'Survivability',
    description: 'Badge label.',
  },
  reported: {
    id: 'map.country.reported',
    defaultMessage: 'Reported: <time>{date}</time>',
    description: 'When an outbreak was reported.',
  },
  tableTitle: MAP_TEXT_MESSAGES.tableTitle,
  tableEmpty: MAP_TEXT_MESSAGES.tableEmpty,
  tableOne: {
    id: 'map.country.tableOne',
    defaultMessage: 'The one matching outbreak',
    description: 'Under the table’s heading: it shows the only outbreak.',
  },
  tableAll: {
    id: 'map.country.tableAll',
    defaultMessage: 'All {total} matching outbreaks, newest first',
    description: 'Under the table’s heading: it shows every outbreak; {total} is 2 to 6.',
  },
  tableSome: {
    id: 'map.country.tableSome',
    defaultMessage: 'The {shown} most recent of {total} matching outbreaks',
    description: 'Under the table’s heading: it shows the latest of more outbreaks; numbers.',
  },
  signalsTitle: {
    id: 'map.country.signalsTitle',
    defaultMessage: 'Current signals',
    description: 'Heading of the selected country’s current signals.',
  },
  signalLine: {
    id: 'map.country.signalLine',
    defaultMessage: '<b>{disease}</b>, week of <time>{date}</time> ({measure}): {methods}',
    description: 'A current signal: disease, week, what is counted (reports or cases) and the methods.',
  },
  signalsAllDiseases: {
    id: 'map.country.signalsAllDiseases',
    defaultMessage: 'All diseases',
    description: 'A signal of every disease together.',
  },
  measureReports: {
    id: 'map.country.measureReports',
    defaultMessage: 'reports',
    description: 'What a signal counts: reports.',
  },
  measureCases: {
    id: 'map.country.measureCases',
    defaultMessage: 'cases',
    description: 'What a signal counts: cases.',
  },
  signalsMore: {
    id: 'map.country.signalsMore',
    defaultMessage: 'and {count} more',
    description: 'Under the first signals, how many more there are.',
  },
  signalsLink: {
    id: 'map.country.signalsLink',
    defaultMessage: 'See the signals of {name}',
    description: 'Link to the Signals page of the country.',
  },
});

/** The map image download. */
export const MAP_IMAGE_MESSAGES = defineMessages({
  titleSeverity: {
    id: 'map.image.titleSeverity',
    defaultMessage: 'Outbreak risk by country',
    description: 'Title of the map image coloured by severity.',
  },
  titleIncidence: {
    id: 'map.image.titleIncidence',
    defaultMessage: 'Cases per 100,000 by country',
    description: 'Title of the map image coloured by cases per 100,000.',
  },
  label: {
    id: 'map.image.label',
    defaultMessage: 'Download image',
    description: 'Label of the PNG and SVG buttons.',
  },
  png: { id: 'map.image.png', defaultMessage: 'Download map image as PNG', description: 'Button.' },
  svg: { id: 'map.image.svg', defaultMessage: 'Download map image as SVG', description: 'Button.' },
  failed: {
    id: 'map.image.failed',
    defaultMessage: 'The image could not be made. Try the SVG, or another browser.',
    description: 'The PNG could not be made.',
  },
});
