import type { Outbreak } from '@outbreak-watch/domain';
import type { Translate } from '../reports-feed/outbreak-text';
import { DISEASE_FACT_MESSAGES } from '../disease/messages';
import { DETAILS_MESSAGES } from './messages';

export type DiseaseFacts = (typeof DISEASE_FACT_MESSAGES)[keyof typeof DISEASE_FACT_MESSAGES];

/** The fixed texts of spec §2 (Disease Information), for diseases without a stored description. */
const FIXED_TEXTS: readonly { matches: RegExp; facts: DiseaseFacts }[] = [
  { matches: /\bcholera\b/i, facts: DISEASE_FACT_MESSAGES.cholera },
  { matches: /\b(influenza|h1n1)\b/i, facts: DISEASE_FACT_MESSAGES.influenza },
  { matches: /\bcovid\b/i, facts: DISEASE_FACT_MESSAGES.covid },
];

/** The fixed texts for cholera, influenza/H1N1 or COVID-19, matched on the disease name. */
export function fixedDiseaseFacts(diseaseName: string): DiseaseFacts | undefined {
  return FIXED_TEXTS.find((entry) => entry.matches.test(diseaseName))?.facts;
}

export interface DiseaseInformation {
  /** The stored description, else the fixed overview, else the "being compiled" sentence. */
  overview: string;
  /** Transmission, symptoms and prevention: the fixed texts, 'Information not available', or none. */
  facts: { term: string; value: string }[];
  category: string | null;
  agentType: string | null;
}

/**
 * Disease Information (spec §2, DESIGN.md §6): the disease's stored description when there is one,
 * otherwise the fixed texts, otherwise the fallback texts.
 */
export function diseaseInformation(
  outbreak: Pick<
    Outbreak,
    'disease_name' | 'disease_description' | 'disease_category' | 'disease_agent_type'
  >,
  t: Translate,
): DiseaseInformation {
  const stored = outbreak.disease_description?.trim() ?? '';
  const fixed = fixedDiseaseFacts(outbreak.disease_name);
  const category = outbreak.disease_category?.trim() || null;
  const agentType = outbreak.disease_agent_type
    ? outbreak.disease_agent_type.charAt(0).toUpperCase() + outbreak.disease_agent_type.slice(1)
    : null;

  if (stored !== '') return { overview: stored, facts: [], category, agentType };
  if (fixed) {
    const facts = [
      { term: t(DETAILS_MESSAGES.transmission), value: t(fixed.transmission) },
      { term: t(DETAILS_MESSAGES.symptoms), value: t(fixed.symptoms) },
      { term: t(DETAILS_MESSAGES.prevention), value: t(fixed.prevention) },
    ];
    return { overview: t(fixed.overview), facts, category, agentType };
  }
  const facts = [DETAILS_MESSAGES.transmission, DETAILS_MESSAGES.symptoms, DETAILS_MESSAGES.prevention].map(
    (term) => ({ term: t(term), value: t(DETAILS_MESSAGES.notAvailable) }),
  );
  return { overview: t(DETAILS_MESSAGES.compiling), facts, category, agentType };
}
