import { defineMessages } from '@outbreak-watch/domain';

/** The texts of a disease's own page (`/diseases/:id`). */
export const DISEASE_PAGE_MESSAGES = defineMessages({
  back: {
    id: 'disease.page.back',
    defaultMessage: 'Back to the dashboard',
    description: 'Link above a disease’s page back to the home dashboard.',
  },
  heading: {
    id: 'disease.page.heading',
    defaultMessage: 'Disease',
    description: 'Heading of a disease’s page while its name is not known (loading, or no such disease).',
  },
  loading: {
    id: 'disease.page.loading',
    defaultMessage: 'Loading the disease…',
    description: 'While a disease’s page loads.',
  },
  loadFailed: {
    id: 'disease.page.loadFailed',
    defaultMessage: 'The disease could not be loaded.',
    description: 'Error when a disease’s page could not be loaded.',
  },
  notFound: {
    id: 'disease.page.notFound',
    defaultMessage: 'There is no disease with this id.',
    description: 'Error when the address names no known disease.',
  },
  follow: {
    id: 'disease.page.follow',
    defaultMessage: 'Follow {disease}',
    description:
      'Screen-reader name of the button that follows a disease (its followers hear of every confirmed outbreak of it). {disease} is the disease’s name as stored, e.g. “Cholera”.',
  },
  signalsTitle: {
    id: 'disease.signals.title',
    defaultMessage: 'Current signals',
    description:
      'Heading of the card listing the disease’s current signals (unusual rises in reports or cases).',
  },
  signalsEmpty: {
    id: 'disease.signals.empty',
    defaultMessage: 'No current signal: reports and cases of this disease are within what is expected.',
    description: 'In the signals card when the disease has no current signal.',
  },
  signalsFailed: {
    id: 'disease.signals.loadFailed',
    defaultMessage: 'The signals could not be loaded.',
    description: 'Error in the signals card.',
  },
  signalWeek: {
    id: 'disease.signals.week',
    defaultMessage: 'Week of {date}',
    description: 'Under a signal: the week it is about. {date} is the week’s first day, e.g. “Nov 16, 2026”.',
  },
  outbreaksTitle: {
    id: 'disease.outbreaks.title',
    defaultMessage: 'Recent confirmed outbreaks',
    description: 'Heading of the card listing the disease’s newest confirmed outbreaks.',
  },
  outbreaksCaption: {
    id: 'disease.outbreaks.caption',
    defaultMessage: 'Recent confirmed outbreaks: {disease}',
    description:
      'Screen-reader caption of the table of the disease’s newest confirmed outbreaks. {disease} is its name.',
  },
  outbreaksEmpty: {
    id: 'disease.outbreaks.empty',
    defaultMessage: 'No confirmed outbreak of this disease yet.',
    description: 'In the outbreaks card when the disease has no confirmed outbreak.',
  },
  outbreaksFailed: {
    id: 'disease.outbreaks.loadFailed',
    defaultMessage: 'The outbreaks could not be loaded.',
    description: 'Error in the outbreaks card.',
  },
  allOutbreaks: {
    id: 'disease.outbreaks.all',
    defaultMessage: 'All reports of this disease',
    description: 'Link to the dashboard’s list of reports narrowed to the disease.',
  },
});

const FACT = (disease: string, part: string) =>
  `${part} of ${disease} (spec §2 Disease Information), shown when the disease has no stored description. Medical prose: follow WHO’s fact sheet wording in your language.`;

/** The fixed texts of spec §2 (Disease Information) for cholera, influenza/H1N1 and COVID-19. */
export const DISEASE_FACT_MESSAGES = {
  cholera: defineMessages({
    overview: {
      id: 'disease.facts.cholera.overview',
      defaultMessage:
        'Cholera is an acute diarrhoeal infection caused by the bacterium Vibrio cholerae. Severe cases can lead to death from dehydration within hours if untreated, yet most are easily treated.',
      description: FACT('cholera', 'Overview'),
    },
    transmission: {
      id: 'disease.facts.cholera.transmission',
      defaultMessage:
        'Faecal–oral: drinking water or eating food contaminated with the bacterium, mostly where safe water and sanitation are lacking. Spread directly from person to person is uncommon.',
      description: FACT('cholera', 'Transmission'),
    },
    symptoms: {
      id: 'disease.facts.cholera.symptoms',
      defaultMessage:
        'Most infected people have mild or no symptoms. Severe cases have sudden profuse watery diarrhoea and vomiting, leading quickly to dehydration. Illness starts 12 hours to 5 days after exposure.',
      description: FACT('cholera', 'Symptoms'),
    },
    prevention: {
      id: 'disease.facts.cholera.prevention',
      defaultMessage:
        'Safe drinking water, sanitation and hand washing with soap, thoroughly cooked food, and oral cholera vaccines in high-risk areas. Oral rehydration salts treat most cases.',
      description: FACT('cholera', 'Prevention'),
    },
  }),
  influenza: defineMessages({
    overview: {
      id: 'disease.facts.influenza.overview',
      defaultMessage:
        'Influenza is an acute respiratory infection caused by influenza viruses. H1N1 is a subtype of influenza A; the virus of the 2009 pandemic now circulates as one of the seasonal strains.',
      description: FACT('influenza (H1N1)', 'Overview'),
    },
    transmission: {
      id: 'disease.facts.influenza.transmission',
      defaultMessage:
        'Through droplets and aerosols released when infected people cough, sneeze or talk, and through hands that touched contaminated surfaces. People are most infectious in the first days of illness.',
      description: FACT('influenza (H1N1)', 'Transmission'),
    },
    symptoms: {
      id: 'disease.facts.influenza.symptoms',
      defaultMessage:
        'Sudden fever, cough, sore throat, runny nose, muscle and joint pain, headache and tiredness, usually 1–4 days after infection. Young children, older adults, pregnant women and people with chronic conditions are at risk of pneumonia and other complications.',
      description: FACT('influenza (H1N1)', 'Symptoms'),
    },
    prevention: {
      id: 'disease.facts.influenza.prevention',
      defaultMessage:
        'A yearly vaccine, washing hands, covering coughs and sneezes, and staying at home when ill. Antiviral medicines help people at high risk of severe illness.',
      description: FACT('influenza (H1N1)', 'Prevention'),
    },
  }),
  covid: defineMessages({
    overview: {
      id: 'disease.facts.covid.overview',
      defaultMessage:
        'COVID-19 is a respiratory disease caused by the coronavirus SARS-CoV-2, first identified in 2019. Most people recover without special treatment; some become seriously ill.',
      description: FACT('COVID-19', 'Overview'),
    },
    transmission: {
      id: 'disease.facts.covid.transmission',
      defaultMessage:
        'Through respiratory particles from an infected person at close range and in crowded or poorly ventilated indoor spaces. People can pass it on before they have symptoms.',
      description: FACT('COVID-19', 'Transmission'),
    },
    symptoms: {
      id: 'disease.facts.covid.symptoms',
      defaultMessage:
        'Fever, cough, tiredness, sore throat, loss of taste or smell and shortness of breath, 2–14 days after exposure. Severe illness is more likely in older people and those with underlying conditions.',
      description: FACT('COVID-19', 'Symptoms'),
    },
    prevention: {
      id: 'disease.facts.covid.prevention',
      defaultMessage:
        'Vaccination, good ventilation, staying at home when ill, masks in crowded indoor settings, and washing hands.',
      description: FACT('COVID-19', 'Prevention'),
    },
  }),
};
