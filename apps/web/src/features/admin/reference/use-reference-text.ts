import type { MessageDescriptor, MetadataKind } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';

/** A reference list's text (REFERENCE_TEXTS) for `kind`, with its own values, in the reader's language. */
export function useReferenceText(kind: MetadataKind) {
  const { formatMessage: t } = useIntl();
  return (descriptor: MessageDescriptor, values: Record<string, string> = {}) =>
    t(descriptor, { kind, ...values });
}
