import type { Outbreak } from '@outbreak-watch/domain';
import { formatLocation } from '../../../lib/format';
import { VERIFICATION_TEXTS } from '../admin-texts';
import type { FormatText } from '../format-texts';

/** "Cholera in Lagos, Nigeria": how the verification screens name a report. */
export function outbreakLabel(
  t: FormatText,
  outbreak: Pick<Outbreak, 'disease_name' | 'state_name' | 'country_name'>,
): string {
  return t(VERIFICATION_TEXTS.outbreakLabel, {
    disease: outbreak.disease_name,
    place: formatLocation(outbreak),
  });
}
