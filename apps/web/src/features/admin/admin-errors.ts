import { MAX_ID } from '@outbreak-watch/domain';
import { ApiError, errorMessage } from '../../lib/api-client';
import { TRY_AGAIN } from './admin-texts';

/** The `{message}` of spec §8's admin texts: the server's sentence, else "Please try again.". */
export function adminErrorMessage(error: unknown, fallback: string = TRY_AGAIN): string {
  return errorMessage(error, fallback);
}

/**
 * `format(message)`, e.g. "Failed to load title data: {message}"; a message that starts with
 * "Authentication required" is shown as it is (spec §8).
 */
export function formatAdminError(format: (message: string) => string, error: unknown): string {
  const message = adminErrorMessage(error);
  return message.startsWith('Authentication required') ? message : format(message);
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
