import { ApiError } from '../../lib/api-client';
import { text } from '../../lib/i18n/use-text';
import { PROFILE_MESSAGES as M } from './messages';

/** Spec §8 Profile: an answer that is not a readable 'success' (its English; shown in the app's language). */
export const PROFILE_UNREADABLE_MESSAGE = M.unreadable.defaultMessage;

/** A reason the app wrote itself in English, in the app's language; the server's are in it already. */
const reasonOf = (message: string) => (message === PROFILE_UNREADABLE_MESSAGE ? text(M.unreadable) : message);

/**
 * The spec §8 message forms of a failed profile load, in the app's language: 'Error {status}: {message}'
 * for an HTTP error, 'An error occurred: {message}' for anything else (a network failure has no HTTP
 * status).
 */
export function profileErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return text(M.httpError, { status: error.status, message: error.message || text(M.serverError) });
  }
  if (error instanceof Error && error.message !== '') {
    return text(M.otherError, { message: reasonOf(error.message) });
  }
  return text(M.unknownError);
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** No such member: not there (404), or an id the server refuses as malformed (400). */
export function isUnknownMember(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
