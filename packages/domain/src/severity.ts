import { defineMessages, SCREEN_ONLY, englishTexts, type MessageDescriptor } from './i18n/messages.js';
import type { OutbreakSeverity } from './outbreak-metrics.js';

/**
 * One outbreak's severity as every screen shows it: the band word of its risk level with the severity
 * score (0–100) the band comes from. Risk level, severity word and score are one figure on one scale
 * (DESIGN.md §6: risk level = ceil(score ÷ 10); low up to 3, medium 4–7, high 8–9, critical 10), so
 * screens show the word and the score together, never three separate figures.
 */
export const SEVERITY_NAME_MESSAGES = defineMessages(
  {
    low: {
      id: 'severity.low',
      defaultMessage: 'Low',
      description: 'Severity band of an outbreak (score up to 30).',
    },
    medium: {
      id: 'severity.medium',
      defaultMessage: 'Medium',
      description: 'Severity band of an outbreak (score up to 70).',
    },
    high: {
      id: 'severity.high',
      defaultMessage: 'High',
      description: 'Severity band of an outbreak (score up to 90).',
    },
    critical: {
      id: 'severity.critical',
      defaultMessage: 'Critical',
      description: 'Severity band of an outbreak (score above 90).',
    },
  },
  SCREEN_ONLY,
) satisfies Record<OutbreakSeverity, MessageDescriptor>;

/** The severity badge's words. */
export const SEVERITY_MESSAGES = defineMessages(
  {
    term: {
      id: 'severity.term',
      defaultMessage: 'Severity',
      description: 'Label inside the severity badge, before the band and score: "Severity Medium · 42.5".',
    },
    badgeTitle: {
      id: 'severity.badgeTitle',
      defaultMessage: 'Severity: its band and its score (0–100)',
      description: 'Tooltip of the severity badge.',
    },
  },
  SCREEN_ONLY,
);

const SEVERITY_NAMES = englishTexts(SEVERITY_NAME_MESSAGES);

/** The severity words in English, for data and for the screens still written in English. */
export const OUTBREAK_SEVERITY_TEXTS = {
  term: SEVERITY_MESSAGES.term.defaultMessage,
  names: SEVERITY_NAMES,
  /** "Medium · 42.5 of 100". */
  figure: (severity: OutbreakSeverity, score: string) => `${SEVERITY_NAMES[severity]} · ${score} of 100`,
  /** The badge's tooltip. */
  badgeTitle: SEVERITY_MESSAGES.badgeTitle.defaultMessage,
  explanation:
    'The severity score (0 to 100) combines the attack rate, the transmission rate (R0) and survivability: ' +
    '(0.4 × attack rate + 0.6 × R0) × (1 − survivability ÷ 100) × 10, at most 100. ' +
    'Low is a score up to 30, medium up to 70, high up to 90, critical above 90.',
} as const;
