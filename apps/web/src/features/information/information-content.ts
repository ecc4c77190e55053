import { RATE_TEXTS, type MessageDescriptor } from '@outbreak-watch/domain';
import { CREDIT_MESSAGES as C, FEATURE_MESSAGES as F, GUIDE_MESSAGES as G } from './messages';
/** The texts of the information page (spec §1–2), as messages of the catalogues. */

export interface Feature {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const KEY_FEATURES: readonly Feature[] = [
  { title: F.mapTitle, description: F.mapText },
  { title: F.homeTitle, description: F.homeText },
  { title: F.analyticsTitle, description: F.analyticsText },
  { title: F.reportsTitle, description: F.reportsText },
  { title: F.detailsTitle, description: F.detailsText },
  { title: F.formTitle, description: F.formText },
  { title: F.profilesTitle, description: F.profilesText },
  { title: F.adminTitle, description: F.adminText },
];

export const PUBLIC_USER_STEPS: readonly MessageDescriptor[] = [
  G.publicStep1,
  G.publicStep2,
  G.publicStep3,
  G.publicStep4,
];

export const PROFESSIONAL_STEPS: readonly MessageDescriptor[] = [
  G.professionalStep1,
  G.professionalStep2,
  G.professionalStep3,
  G.professionalStep4,
];

export const ACCURACY_STATEMENTS: readonly MessageDescriptor[] = [
  G.accuracySuspected,
  G.accuracyRole,
  G.accuracyContact,
];

export const DATA_SOURCES: readonly MessageDescriptor[] = [
  G.sourceOrganizations,
  G.sourceMinistries,
  G.sourceFacilities,
  G.sourceAcademic,
];

/** A message, or a name that is the same in every language (a licence, a bibliographic reference). */
export type Text = MessageDescriptor | string;

/** A credited data set; a licence is a message when it has words to translate, else its name as it is. */
export interface DataCredit {
  name: MessageDescriptor;
  url: string;
  use: MessageDescriptor;
  citation?: Text;
  licence: Text;
}

export const DATA_CREDITS: readonly DataCredit[] = [
  {
    name: C.donName,
    url: 'https://doi.org/10.1038/s41597-022-01797-2',
    use: C.donUse,
    // A bibliographic reference: the article's own title, in every language.
    citation:
      'Torres Munguía J. A. et al., “A global dataset of pandemic- and epidemic-prone disease outbreaks”, Scientific Data 9, 683 (2022).',
    licence: 'MIT',
  },
  {
    name: C.ontologyName,
    url: 'https://disease-ontology.org',
    use: C.ontologyUse,
    licence: 'CC0 1.0',
  },
  {
    name: C.boundariesName,
    url: 'https://github.com/topojson/world-atlas',
    use: C.boundariesUse,
    licence: C.boundariesLicence,
  },
  {
    name: C.isoName,
    url: 'https://github.com/wooorm/iso-3166',
    use: C.isoUse,
    licence: 'MIT',
  },
  {
    name: C.populationName,
    url: RATE_TEXTS.sourceUrl,
    use: C.populationUse,
    citation: C.populationCitation,
    licence: 'CC BY 4.0',
  },
];
