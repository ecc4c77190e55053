import { ApiError, errorMessage } from '../../../lib/api-client';

/** Texts of the report form (spec §2, §5 and §8). */
export const REPORT_FORM_MESSAGES = {
  noCountries: 'No countries found.',
  noStates: 'No states found.',
  noDiseases: 'No diseases found.',
  noQuestions: 'No assessment questions available.',
  unknownLoadError: 'Unknown error',
  unknownServerError: 'Unknown server error',
} as const;

/** Spec §8: 'Failed to load initial data: {message or Unknown error}'. */
export function loadErrorText(error: unknown): string {
  return `Failed to load initial data: ${errorMessage(error, REPORT_FORM_MESSAGES.unknownLoadError)}`;
}

/** The status text of an error the server sent without a readable body ("Request failed: 502 Bad Gateway"). */
function statusTextOf(error: ApiError): string {
  return /^Request failed: \d+ (.+)$/.exec(error.message)?.[1] ?? '';
}

/**
 * Spec §8: 'Submission failed: {server detail, or Server returned {status}: {statusText}, or Unknown
 * server error}'. When the server was not reached at all, that is said instead.
 */
export function submissionErrorText(error: unknown): string {
  let detail: string = REPORT_FORM_MESSAGES.unknownServerError;
  if (error instanceof ApiError) {
    if (error.isServerMessage || error.status === 0) detail = error.message;
    else detail = `Server returned ${error.status}: ${statusTextOf(error)}`.trim();
  }
  return `Submission failed: ${detail}`;
}
