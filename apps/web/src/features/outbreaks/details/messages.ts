import { defineMessages } from '@outbreak-watch/domain';

/** The texts of an outbreak report's page (spec §2 Outbreak details). */
export const DETAILS_MESSAGES = defineMessages({
  loading: {
    id: 'report.loading',
    defaultMessage: 'Loading outbreak details…',
    description: 'While an outbreak report’s page loads.',
  },
  loadFailed: {
    id: 'report.loadFailed',
    defaultMessage: 'Failed to load outbreak details',
    description: 'Error when the report could not be loaded, without a message from the server.',
  },
  invalidId: {
    id: 'report.invalidId',
    defaultMessage: 'Invalid or missing outbreak ID in URL.',
    description: 'Error when the page address holds no valid report number.',
  },
  commentsFailed: {
    id: 'report.commentsFailed',
    defaultMessage: 'Comments could not be shown.',
    description: 'In place of the comments of a report when they failed to show.',
  },
  errorTitle: {
    id: 'report.error.title',
    defaultMessage: 'Error Loading Outbreak',
    description: 'Title of the page shown when a report could not be loaded.',
  },
  backToReports: {
    id: 'report.backToReports',
    defaultMessage: 'Back to Reports',
    description: 'Link back to the list of reports.',
  },
  tryAgain: {
    id: 'report.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button loading the report again after a failure.',
  },
  badges: {
    id: 'report.badges',
    defaultMessage: 'Status',
    description: 'Accessible name of the report’s badges (status, confirmation, severity).',
  },
  track: {
    id: 'report.track',
    defaultMessage: 'Track this outbreak',
    description: 'Button to be notified of changes to this outbreak.',
  },
  follow: {
    id: 'report.follow',
    defaultMessage: 'Follow {name}',
    description: 'Button to be notified of outbreaks of a disease or in a country; {name} is its name.',
  },
  summary: {
    id: 'report.summary',
    defaultMessage: 'Summary',
    description: 'Title of the card with the report’s figures.',
  },
  severity: {
    id: 'report.severity',
    defaultMessage: 'Severity',
    description: 'The outbreak’s severity band and score.',
  },
  severityFigure: {
    id: 'report.severity.figure',
    defaultMessage:
      '{severity, select, low {Low} medium {Medium} high {High} critical {Critical} other {{severity}}} · {score} of 100',
    description: 'The severity band and its score, e.g. "Medium · 42.5 of 100".',
  },
  severityExplanation: {
    id: 'report.severity.explanation',
    defaultMessage:
      'The severity score (0 to 100) combines the attack rate, the transmission rate (R0) and survivability: (0.4 × attack rate + 0.6 × R0) × (1 − survivability ÷ 100) × 10, at most 100. Low is a score up to 30, medium up to 70, high up to 90, critical above 90.',
    description: 'How the severity score is computed. Keep the formula as it is.',
  },
  date: {
    id: 'report.date',
    defaultMessage: 'Date',
    description: 'The date of the outbreak.',
  },
  description: {
    id: 'report.description',
    defaultMessage: 'Description',
    description: 'Heading of the report’s description.',
  },
  noDescription: {
    id: 'report.noDescription',
    defaultMessage: 'No description provided.',
    description: 'In place of the report’s description when it has none.',
  },
  cases: {
    id: 'report.cases',
    defaultMessage: 'Cases',
    description: 'Number of cases of the outbreak.',
  },
  deaths: {
    id: 'report.deaths',
    defaultMessage: 'Deaths',
    description: 'Number of deaths of the outbreak.',
  },
  populationAtRisk: {
    id: 'report.populationAtRisk',
    defaultMessage: 'Population at risk',
    description: 'Number of people at risk of the outbreak.',
  },
  metrics: {
    id: 'report.metrics',
    defaultMessage: 'Metrics',
    description: 'Heading of the report’s rates.',
  },
  transmissionRate: {
    id: 'report.transmissionRate',
    defaultMessage: 'Transmission rate (R0)',
    description: 'The basic reproduction number; keep "R0".',
  },
  spreadOutbreak: {
    id: 'report.spread.outbreak',
    defaultMessage:
      'Outbreak: each case infects fewer than one other person on average, so spread tends to die out.',
    description: 'Meaning of an R0 under 1.',
  },
  spreadEpidemic: {
    id: 'report.spread.epidemic',
    defaultMessage:
      'Epidemic: each case infects one or more other people on average, so spread can keep growing.',
    description: 'Meaning of an R0 of 1 or more.',
  },
  attackRate: {
    id: 'report.attackRate',
    defaultMessage: 'Attack rate',
    description: 'Share of the population at risk that fell ill.',
  },
  attackRateMeaning: {
    id: 'report.attackRate.meaning',
    defaultMessage: 'Share of the population at risk that fell ill (cases ÷ population at risk).',
    description: 'What the attack rate means.',
  },
  survivability: {
    id: 'report.survivability',
    defaultMessage: 'Survivability',
    description: 'Share of cases that survived.',
  },
  survivabilityMeaning: {
    id: 'report.survivability.meaning',
    defaultMessage: 'Share of cases that survived ((cases − deaths) ÷ cases).',
    description: 'What survivability means.',
  },
  location: {
    id: 'report.location',
    defaultMessage: 'Location',
    description: 'Title of the card with where the outbreak is.',
  },
  country: {
    id: 'report.country',
    defaultMessage: 'Country',
    description: 'The outbreak’s country.',
  },
  region: {
    id: 'report.region',
    defaultMessage: 'Region',
    description: 'The region of the world of the outbreak’s country.',
  },
  state: {
    id: 'report.state',
    defaultMessage: 'State',
    description: 'The state or province of the outbreak.',
  },
  city: {
    id: 'report.city',
    defaultMessage: 'City',
    description: 'The city of the outbreak.',
  },
  notSpecified: {
    id: 'report.notSpecified',
    defaultMessage: 'Not specified',
    description: 'In place of a detail of the report it does not give.',
  },
  noMapPosition: {
    id: 'report.noMapPosition',
    defaultMessage: 'No map position was recorded for this outbreak.',
    description: 'In place of the map when the report has no coordinates.',
  },
  loadingMap: {
    id: 'report.loadingMap',
    defaultMessage: 'Loading map…',
    description: 'While the map loads.',
  },
  mapName: {
    id: 'report.mapName',
    defaultMessage: 'Map of the outbreak location: {place}',
    description: 'Accessible name of the map; {place} is e.g. "Lagos, Nigeria".',
  },
  sourceInformation: {
    id: 'report.sourceInformation',
    defaultMessage: 'Source Information',
    description: 'Title of the card with where the report comes from.',
  },
  source: {
    id: 'report.source',
    defaultMessage: 'Source',
    description: 'Where the report’s information comes from.',
  },
  reporter: {
    id: 'report.reporter',
    defaultMessage: 'Reporter',
    description: 'Who filed the report.',
  },
  reporterRole: {
    id: 'report.reporterRole',
    defaultMessage: '{role, select, Admin {Admin} Reporter {Reporter} Blogger {Blogger} other {{role}}}',
    description: 'The account role of who filed the report, shown in place of their name to visitors.',
  },
  notDisclosed: {
    id: 'report.notDisclosed',
    defaultMessage: 'Not disclosed',
    description: 'In place of the reporter when it is not shown.',
  },
  roleOnly: {
    id: 'report.roleOnly',
    defaultMessage: 'Only the reporter’s role is shown publicly.',
    description: 'Under the reporter’s role, for visitors.',
  },
  reporterEmail: {
    id: 'report.reporterEmail',
    defaultMessage: 'Reporter email',
    description: 'The email address of who filed the report.',
  },
  submitted: {
    id: 'report.submitted',
    defaultMessage: 'Submitted',
    description: 'When the report was filed.',
  },
  verificationHistory: {
    id: 'report.verificationHistory',
    defaultMessage: 'Verification history',
    description: 'Heading of what the verification team did to the report.',
  },
  relatedOutbreaks: {
    id: 'report.related',
    defaultMessage: 'Related Outbreaks',
    description: 'Title of the card listing outbreaks of the same disease or country.',
  },
  loadingRelated: {
    id: 'report.related.loading',
    defaultMessage: 'Loading related outbreaks…',
    description: 'While the related outbreaks load.',
  },
  noRelated: {
    id: 'report.related.none',
    defaultMessage: 'No related outbreaks found',
    description: 'When no related outbreak exists.',
  },
  diseaseInformation: {
    id: 'report.disease',
    defaultMessage: 'Disease Information',
    description: 'Title of the card describing the disease.',
  },
  category: {
    id: 'report.disease.category',
    defaultMessage: 'Category',
    description: 'The disease’s category.',
  },
  agentType: {
    id: 'report.disease.agentType',
    defaultMessage: 'Agent type',
    description: 'The kind of agent causing the disease (virus, bacterium…).',
  },
  transmission: {
    id: 'report.disease.transmission',
    defaultMessage: 'Transmission',
    description: 'How the disease spreads.',
  },
  symptoms: {
    id: 'report.disease.symptoms',
    defaultMessage: 'Symptoms',
    description: 'The disease’s symptoms.',
  },
  prevention: {
    id: 'report.disease.prevention',
    defaultMessage: 'Prevention',
    description: 'How to prevent the disease.',
  },
  compiling: {
    id: 'report.disease.compiling',
    defaultMessage: 'Information about this disease is currently being compiled by our experts.',
    description: 'In place of a disease’s description when none is known yet.',
  },
  notAvailable: {
    id: 'report.disease.notAvailable',
    defaultMessage: 'Information not available',
    description: 'In place of a fact about a disease when it is not known.',
  },
});
