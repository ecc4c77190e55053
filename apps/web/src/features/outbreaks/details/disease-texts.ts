import type { Outbreak } from '@outbreak-watch/domain';
import type { Translate } from '../reports-feed/outbreak-text';
import { DETAILS_MESSAGES } from './messages';

export interface DiseaseFacts {
  overview: string;
  transmission: string;
  symptoms: string;
  prevention: string;
}

/** The fixed texts of spec §2 (Disease Information), for diseases without a stored description. */
const FIXED_TEXTS: readonly { matches: RegExp; facts: DiseaseFacts }[] = [
  {
    matches: /\bcholera\b/i,
    facts: {
      overview:
        'Cholera is an acute diarrhoeal infection caused by the bacterium Vibrio cholerae. Severe cases can lead to death from dehydration within hours if untreated, yet most are easily treated.',
      transmission:
        'Faecal–oral: drinking water or eating food contaminated with the bacterium, mostly where safe water and sanitation are lacking. Spread directly from person to person is uncommon.',
      symptoms:
        'Most infected people have mild or no symptoms. Severe cases have sudden profuse watery diarrhoea and vomiting, leading quickly to dehydration. Illness starts 12 hours to 5 days after exposure.',
      prevention:
        'Safe drinking water, sanitation and hand washing with soap, thoroughly cooked food, and oral cholera vaccines in high-risk areas. Oral rehydration salts treat most cases.',
    },
  },
  {
    matches: /\b(influenza|h1n1)\b/i,
    facts: {
      overview:
        'Influenza is an acute respiratory infection caused by influenza viruses. H1N1 is a subtype of influenza A; the virus of the 2009 pandemic now circulates as one of the seasonal strains.',
      transmission:
        'Through droplets and aerosols released when infected people cough, sneeze or talk, and through hands that touched contaminated surfaces. People are most infectious in the first days of illness.',
      symptoms:
        'Sudden fever, cough, sore throat, runny nose, muscle and joint pain, headache and tiredness, usually 1–4 days after infection. Young children, older adults, pregnant women and people with chronic conditions are at risk of pneumonia and other complications.',
      prevention:
        'A yearly vaccine, washing hands, covering coughs and sneezes, and staying at home when ill. Antiviral medicines help people at high risk of severe illness.',
    },
  },
  {
    matches: /\bcovid\b/i,
    facts: {
      overview:
        'COVID-19 is a respiratory disease caused by the coronavirus SARS-CoV-2, first identified in 2019. Most people recover without special treatment; some become seriously ill.',
      transmission:
        'Through respiratory particles from an infected person at close range and in crowded or poorly ventilated indoor spaces. People can pass it on before they have symptoms.',
      symptoms:
        'Fever, cough, tiredness, sore throat, loss of taste or smell and shortness of breath, 2–14 days after exposure. Severe illness is more likely in older people and those with underlying conditions.',
      prevention:
        'Vaccination, good ventilation, staying at home when ill, masks in crowded indoor settings, and washing hands.',
    },
  },
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
      { term: t(DETAILS_MESSAGES.transmission), value: fixed.transmission },
      { term: t(DETAILS_MESSAGES.symptoms), value: fixed.symptoms },
      { term: t(DETAILS_MESSAGES.prevention), value: fixed.prevention },
    ];
    return { overview: fixed.overview, facts, category, agentType };
  }
  const facts = [DETAILS_MESSAGES.transmission, DETAILS_MESSAGES.symptoms, DETAILS_MESSAGES.prevention].map(
    (term) => ({ term: t(term), value: t(DETAILS_MESSAGES.notAvailable) }),
  );
  return { overview: t(DETAILS_MESSAGES.compiling), facts, category, agentType };
}
