import type { MessageDescriptor } from '@outbreak-watch/domain';
import { FAQ_MESSAGES as M } from './messages';

export interface Faq {
  question: MessageDescriptor;
  answer: readonly MessageDescriptor[];
}

/** Frequently asked questions of the information page (spec §1–2, formula of spec §9). */
export const FAQS: readonly Faq[] = [
  { question: M.whoQuestion, answer: [M.whoAnswer1, M.whoAnswer2] },
  { question: M.verifiedQuestion, answer: [M.verifiedAnswer1, M.verifiedAnswer2] },
  { question: M.severityQuestion, answer: [M.severityAnswer1, M.severityAnswer2, M.severityAnswer3] },
  { question: M.identityQuestion, answer: [M.identityAnswer] },
  { question: M.notifiedQuestion, answer: [M.notifiedAnswer] },
];
