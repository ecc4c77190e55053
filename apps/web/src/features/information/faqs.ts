export interface Faq {
  question: string;
  answer: readonly string[];
}

/** Frequently asked questions of the information page (spec §1–2, formula of spec §9). */
export const FAQS: readonly Faq[] = [
  {
    question: 'Who can report an outbreak?',
    answer: [
      'Registered reporters with a verified email address. Create an account, choose the Reporter account type, and confirm your email from the link we send you. Administrators of the verification team can report too.',
      'Everyone can browse the map, the reports, the analytics and the outbreak details without an account.',
    ],
  },
  {
    question: 'How are reports verified?',
    answer: [
      'A new report is published as suspected: it is marked Unconfirmed and its status is Investigating. Epidemiologists of the verification team check it against official sources and the comments of experts in the community.',
      'Once the evidence holds, the team confirms the report and keeps its status up to date: active, contained or resolved.',
    ],
  },
  {
    question: 'What do the severity score and the map colours mean?',
    answer: [
      'Each country’s severity score combines its outbreaks’ attack rate (the percentage of people at risk who fell ill), transmission rate R0 (how many people each case infects on average; under 1 the outbreak is dying out, 1 or more means an epidemic) and survivability (the percentage of cases who survived).',
      'Score = (0.4 × attack rate + 0.6 × R0) × (1 − survivability ÷ 100) × 10, capped at 100. A score of 0 means no reported outbreaks.',
      'The map colours countries in five bands — under 10, under 25, under 50, under 75, and 75 or more — from the lightest to the strongest colour; the legend on the map shows each band.',
    ],
  },
  {
    question: 'Is my identity public when I report an outbreak?',
    answer: [
      'No. Publicly, a report shows only your role, for example “Reporter”; members who are signed in also see your first name. Your full name and contact details stay with the verification team, who may contact you about your report.',
    ],
  },
  {
    question: 'Can I be notified about outbreaks in my area or of a particular disease?',
    answer: [
      'Yes. In the notification settings of your profile, choose the regions (such as West Africa or South Asia) and the diseases you follow. You then receive an email alert when a new outbreak is reported there and when an outbreak’s status changes.',
    ],
  },
];
