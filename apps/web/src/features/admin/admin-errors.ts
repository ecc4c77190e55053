import { MAX_ID, type MessageDescriptor } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { ApiError, errorMessage } from '../../lib/api-client';
import { TRY_AGAIN } from './admin-texts';

/** Spec §8: an expired or missing sign-in is said as the server says it, in no admin text. */
function isAuthenticationError(error: unknown, message: string): boolean {
  return (error instanceof ApiError && error.status === 401) || message.startsWith('Authentication required');
}

/** The admin screens' failure texts, in the reader's language. */
export function useAdminErrors() {
  const { formatMessage: t } = useIntl();
  /** The `{message}` of spec §8's admin texts: the server's sentence, else "Please try again.". */
  const adminErrorMessage = (error: unknown, fallback: string = t(TRY_AGAIN)): string =>
    errorMessage(error, fallback);
  return {
    adminErrorMessage,
    /**
     * `descriptor` with the failure as `{message}`, e.g. "Failed to load title data: {message}"; a
     * message that starts with "Authentication required" is shown as it is (spec §8).
     */
    formatAdminError: (
      descriptor: MessageDescriptor,
      error: unknown,
      values: Record<string, string> = {},
    ): string => {
      const message = adminErrorMessage(error);
      return isAuthenticationError(error, message) ? message : t(descriptor, { ...values, message });
    },
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The `:id` of an admin edit route: digits only (spec §5), else null. */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export { serverFieldErrors } from '../../lib/server-field-errors';
