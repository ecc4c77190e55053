import { DEFAULT_LOCALE, languageTag, type ImportJob } from '@outbreak-watch/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localize, requestLocale } from '../../lib/i18n.js';

/**
 * The import answers in the request's language (`Content-Language` says which). Refusal reasons and a
 * run's failure are kept in English, as the check and the run wrote them, and are translated as they
 * are sent, as the API's errors are.
 */
export function importLanguage(request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  void reply.header('Content-Language', languageTag(locale));
  const reason = (text: string) => (locale === DEFAULT_LOCALE ? text : localize(text, locale));
  const job = (answer: ImportJob): ImportJob =>
    locale === DEFAULT_LOCALE
      ? answer
      : {
          ...answer,
          error: answer.error === null ? null : reason(answer.error),
          check: answer.check && {
            ...answer.check,
            refusals: answer.check.refusals.map((refusal) => ({
              ...refusal,
              reason: reason(refusal.reason),
            })),
          },
        };
  return { reason, job };
}
