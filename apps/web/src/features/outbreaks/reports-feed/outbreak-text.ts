import type { MessageDescriptor, MessageValues, Outbreak } from '@outbreak-watch/domain';
import { REPORT_CARD_MESSAGES } from './messages';

/** 'Lagos, Nigeria', or the country alone: the country named in the reader's language. */
export {
  formatCount,
  formatLocation as formatPlace,
  formatMediumDate,
  formatMediumDateTime,
} from '../../../lib/format';

const hasText = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** A message in the reader's language (react-intl's `formatMessage`). */
export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * Who reported it, as far as this viewer may know (DESIGN.md §6): the first name for signed-in users,
 * otherwise only the role, e.g. 'Reported by a Reporter'. Null when the answer carries neither.
 */
export function reportedByText(
  outbreak: Pick<Outbreak, 'first_name' | 'reporter_role'>,
  t: Translate,
): string | null {
  if (hasText(outbreak.first_name)) return t(REPORT_CARD_MESSAGES.reportedBy, { name: outbreak.first_name });
  if (hasText(outbreak.reporter_role)) {
    return t(REPORT_CARD_MESSAGES.reportedByRole, { role: outbreak.reporter_role });
  }
  return null;
}

/** The reporter's name on the details page: full name, else first name, else the role. */
export function reporterName(
  outbreak: Pick<Outbreak, 'first_name' | 'last_name' | 'reporter_role'>,
): string | null {
  if (hasText(outbreak.first_name)) {
    return hasText(outbreak.last_name) ? `${outbreak.first_name} ${outbreak.last_name}` : outbreak.first_name;
  }
  return hasText(outbreak.reporter_role) ? outbreak.reporter_role : null;
}

export function textOr(value: string | null | undefined, fallback: string): string {
  return hasText(value) ? value : fallback;
}
