/**
 * The four assessment questions of DESIGN.md §6. The outbreak metrics are computed from their answers,
 * so their keys are fixed; labels, descriptions and order are the admins' to edit afterwards.
 */
export const SEED_ASSESSMENT_QUESTIONS = [
  {
    question_key: 'cases',
    label: 'Number of cases',
    description: 'Confirmed and suspected cases counted so far in this outbreak.',
    min_value: 0,
    max_value: 1e12,
    display_order: 1,
  },
  {
    question_key: 'deaths',
    label: 'Number of deaths',
    description: 'Deaths among those cases. It cannot exceed the number of cases.',
    min_value: 0,
    max_value: 1e12,
    display_order: 2,
  },
  {
    question_key: 'population_at_risk',
    label: 'Population at risk',
    description: 'People exposed in the affected area. The attack rate is cases divided by this number.',
    min_value: 1,
    max_value: 1e12,
    display_order: 3,
  },
  {
    question_key: 'secondary_cases',
    label: 'Average secondary cases per case',
    description: 'How many people one case infects on average (the reproduction number, R0).',
    min_value: 0,
    max_value: 100,
    display_order: 4,
  },
] as const;
