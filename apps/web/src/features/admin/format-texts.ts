import type { MessageDescriptor } from '@outbreak-watch/domain';

/** `formatMessage` of react-intl (`useIntl()`), as the helpers below take it. */
export type FormatText = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/**
 * A group of messages formatted in the reader's language, for the shared admin components that take
 * plain texts (a toolbar's choices, a date range's labels).
 */
export function formatTexts<K extends string>(
  t: FormatText,
  messages: Record<K, MessageDescriptor>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, t(message)]),
  ) as Record<K, string>;
}

/** A list's loading, failed and empty texts, as the admin list page takes them. */
export const listStateTexts = (
  t: FormatText,
  { loading, loadError, empty }: Record<'loading' | 'loadError' | 'empty', MessageDescriptor>,
) => formatTexts(t, { loading, loadError, empty });
