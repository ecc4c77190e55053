import type { MessageDescriptor } from '@outbreak-watch/domain';
import { useMemo } from 'react';
import { useIntl as useReactIntl, type IntlShape } from 'react-intl';
import { useLocaleState } from './locale';
import { useText } from './use-text';

type FormatParameters = Parameters<IntlShape['formatMessage']>;
type FormatValues = FormatParameters[1];

/** Values that are all text or numbers: nothing for react-intl's rich text (elements, tag functions). */
function isTextOnly(values: FormatValues): values is Record<string, string | number> | undefined {
  return (
    values === undefined ||
    Object.values(values).every((value) => typeof value === 'string' || typeof value === 'number')
  );
}

/** The descriptor as `packages/domain` declares them (an id and an English text), else null. */
function declared(descriptor: FormatParameters[0]): MessageDescriptor | null {
  const { id, defaultMessage, description } = descriptor;
  return typeof id === 'string' && typeof defaultMessage === 'string'
    ? { id, defaultMessage, description: typeof description === 'string' ? description : '' }
    : null;
}

/**
 * react-intl's `useIntl`, whose `formatMessage` gives a message with text values to the shared
 * components' formatter (`useText`: the shared package's `formatMessage`, which the server uses too):
 * the same text, without react-intl's per-call work (a cache key written out for every call, a message
 * format and its number formats built for every message), which a page of a few hundred texts
 * otherwise pays on a phone as it first renders. Messages with tags or rich values stay with react-intl.
 */
export function useIntl(): IntlShape {
  const intl = useReactIntl();
  const { messages } = useLocaleState();
  const formatText = useText();
  return useMemo(() => {
    const format = ((
      descriptor: FormatParameters[0],
      values?: FormatValues,
      options?: FormatParameters[2],
    ) => {
      const message = declared(descriptor);
      if (message !== null && isTextOnly(values)) {
        const translated = messages[message.id];
        const hasTags = message.defaultMessage.includes('<') || translated?.includes('<') === true;
        if (!hasTags) return formatText(message, values);
      }
      return intl.formatMessage(descriptor, values, options);
    }) as IntlShape['formatMessage'];
    return { ...intl, formatMessage: format, $t: format };
  }, [intl, messages, formatText]);
}
