import { ApiError } from '../../lib/api-client';

/** Spec §8 Profile: an answer that is not a readable 'success'. */
export const PROFILE_UNREADABLE_MESSAGE = 'Failed to fetch profile data';
const UNKNOWN_PROFILE_ERROR = 'An unknown error occurred while fetching the profile.';

/**
 * The spec §8 message forms of a failed profile load: 'Error {status}: {message}' for an HTTP error,
 * 'An error occurred: {message}' for anything else (a network failure has no HTTP status).
 */
export function profileErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return `Error ${error.status}: ${error.message || 'Server error'}`;
  }
  if (error instanceof Error && error.message !== '') return `An error occurred: ${error.message}`;
  return UNKNOWN_PROFILE_ERROR;
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** No such member: not there (404), or an id the server refuses as malformed (400). */
export function isUnknownMember(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
