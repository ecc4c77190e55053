import { formatMessage, type MessageDescriptor, type MessageValues } from '@outbreak-watch/domain';
import { useCallback } from 'react';
import { getLocaleState, useLocaleState } from './locale';

export type FormatText = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * A message in the app's language, outside React (a module's texts read when shown): the
 * catalogue's text, else the English default.
 */
export const text: FormatText = (descriptor, values) => {
  const { locale, messages } = getLocaleState();
  return formatMessage(descriptor, values, locale, messages);
};

/**
 * The shared components' formatter: plain-text messages in the app's language, re-rendering when it
 * changes. It needs no IntlProvider, so a component renders alike in a screen and on its own in a test.
 */
export function useText(): FormatText {
  const { locale, messages } = useLocaleState();
  return useCallback(
    (descriptor, values) => formatMessage(descriptor, values, locale, messages),
    [locale, messages],
  );
}
