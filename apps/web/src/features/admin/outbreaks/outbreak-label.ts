import type { Outbreak } from '@outbreak-watch/domain';
import { formatLocation } from '../../../lib/format';

/** "Cholera in Lagos, Nigeria": how the verification screens name a report. */
export function outbreakLabel(
  outbreak: Pick<Outbreak, 'disease_name' | 'state_name' | 'country_name'>,
): string {
  return `${outbreak.disease_name} in ${formatLocation(outbreak)}`;
}
