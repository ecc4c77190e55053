import { RATE_TEXTS } from '@outbreak-watch/domain';
/** The texts of the information page (spec §1–2). */

export interface Feature {
  title: string;
  description: string;
}

export const KEY_FEATURES: readonly Feature[] = [
  {
    title: 'Global outbreak map',
    description:
      'Countries coloured by severity, a risk legend, and a country panel with totals, average rates and the most recent outbreaks.',
  },
  {
    title: 'Home dashboard',
    description: 'The latest reported outbreaks at a glance, with their location, disease and key rates.',
  },
  {
    title: 'Analytics',
    description:
      'Filter by time range, country, disease, severity and status; summary cards and charts show the trends.',
  },
  {
    title: 'Reports feed',
    description:
      'Every outbreak report in one continuous list, newest first, with its rates and verification state.',
  },
  {
    title: 'Outbreak details',
    description:
      'The full report with its location, disease information, expert comments and related outbreaks.',
  },
  {
    title: 'Reporting form',
    description:
      'Registered reporters describe a new outbreak with a few assessment figures; the rates are computed for them.',
  },
  {
    title: 'Profiles',
    description: 'Each member has a profile showing their qualification, affiliation and contributions.',
  },
  {
    title: 'Administration',
    description: 'The verification team manages reference data, assessment questions and user accounts.',
  },
];

export const PUBLIC_USER_STEPS: readonly string[] = [
  'Open the map to see which countries have reported outbreaks; stronger colours mean higher severity.',
  'Select a country to see its totals and most recent outbreaks, or browse the reports feed.',
  'Open a report to read its details, the disease information and what experts have said about it.',
  'Use the analytics page to compare diseases, countries and periods.',
];

export const PROFESSIONAL_STEPS: readonly string[] = [
  'Register with your title, qualification and affiliation, choose the Reporter account type, and verify your email address.',
  'Report an outbreak you have observed with its date, location, disease, source and assessment figures.',
  'Add expert comments to existing reports to support or question them; comments help the verification team.',
  'Set up notifications in your profile to hear about new outbreaks in the regions and diseases you follow.',
];

export const ACCURACY_STATEMENTS: readonly string[] = [
  'Every outbreak starts as suspected. It is verified by epidemiologists and by comments from the community.',
  'Only the reporter’s role is shown publicly.',
  'The reporter’s name and contact details stay with the verification team.',
];

export const DATA_SOURCES: readonly string[] = [
  'Health organizations',
  'Ministries of health',
  'Health facilities',
  'Academic institutions',
];

export interface DataCredit {
  name: string;
  url: string;
  use: string;
  citation?: string;
  licence: string;
}

export const DATA_CREDITS: readonly DataCredit[] = [
  {
    name: 'WHO Disease Outbreak News dataset',
    url: 'https://doi.org/10.1038/s41597-022-01797-2',
    use: 'The list of diseases and the history of outbreaks reported by WHO.',
    citation:
      'Torres Munguía J. A. et al., “A global dataset of pandemic- and epidemic-prone disease outbreaks”, Scientific Data 9, 683 (2022).',
    licence: 'MIT',
  },
  {
    name: 'Disease Ontology',
    url: 'https://disease-ontology.org',
    use: 'Disease categories, agent types and descriptions.',
    licence: 'CC0 1.0',
  },
  {
    name: 'Natural Earth boundaries via world-atlas',
    url: 'https://github.com/topojson/world-atlas',
    use: 'The country boundaries of the map.',
    licence: 'Public domain (Natural Earth) and ISC (world-atlas)',
  },
  {
    name: 'ISO 3166 country and subdivision codes via the iso-3166 package',
    url: 'https://github.com/wooorm/iso-3166',
    use: 'Countries and their states, provinces and regions.',
    licence: 'MIT',
  },
  {
    name: 'World Bank population (World Development Indicators, SP.POP.TOTL)',
    url: RATE_TEXTS.sourceUrl,
    use: 'Population by country and year, for cases and deaths per 100,000 on the map, in analytics and in exports.',
    citation: RATE_TEXTS.source,
    licence: 'CC BY 4.0',
  },
];
