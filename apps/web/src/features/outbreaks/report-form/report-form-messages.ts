import { ApiError, errorMessage } from '../../../lib/api-client';
import type { Translate } from '../reports-feed/outbreak-text';
import { REPORT_FORM_TEXT } from './messages';

/** Spec §8: 'Failed to load initial data: {message or Unknown error}'. */
export function loadErrorText(error: unknown, t: Translate): string {
  return t(REPORT_FORM_TEXT.loadFailed, {
    message: errorMessage(error, t(REPORT_FORM_TEXT.unknownLoadError)),
  });
}

/** The status text of an error the server sent without a readable body ("Request failed: 502 Bad Gateway"). */
function statusTextOf(error: ApiError): string {
  return /^Request failed: \d+ (.+)$/.exec(error.message)?.[1] ?? '';
}

/**
 * Spec §8: 'Submission failed: {server detail, or Server returned {status}: {statusText}, or Unknown
 * server error}'. When the server was not reached at all, that is said instead.
 */
export function submissionErrorText(error: unknown, t: Translate): string {
  let detail = t(REPORT_FORM_TEXT.unknownServerError);
  if (error instanceof ApiError) {
    if (error.isServerMessage || error.status === 0) detail = error.message;
    else {
      const status = String(error.status);
      detail = t(REPORT_FORM_TEXT.serverReturned, { status, statusText: statusTextOf(error) }).trim();
    }
  }
  return t(REPORT_FORM_TEXT.submissionFailed, { detail });
}
