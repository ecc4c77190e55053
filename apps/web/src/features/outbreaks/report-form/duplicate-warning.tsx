import { DuplicateConflictResponseSchema, type DuplicateConflictResponse } from '@outbreak-watch/domain';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { PossibleDuplicateList } from '../../../components/possible-duplicate-list';
import { ApiError } from '../../../lib/api-client';
import { commentDraftState } from '../../../lib/comment-draft';
import { paths } from '../../../lib/paths';

export const DUPLICATE_WARNING_TEXTS = {
  title: 'This may be the same outbreak as …',
  exactTitle: 'This report was already submitted',
  addComment: (id: number) => `Add a comment to report #${id} instead`,
  submitAnyway: 'Submit anyway',
  submitting: 'Submitting report...',
} as const;

/** The possible duplicates a refused submission came back with, or null for any other error. */
export function duplicateConflictOf(error: unknown): DuplicateConflictResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = DuplicateConflictResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * The reports a new one may repeat, each with the choice to add a comment to it instead (its details
 * page opens with the description in the comment box), and the choice to submit anyway, unless this is
 * an exact repeat of the reporter's own report, which the server refuses outright.
 */
export function DuplicateWarning({
  conflict,
  description,
  isBusy,
  onSubmitAnyway,
}: {
  conflict: DuplicateConflictResponse;
  description: string;
  isBusy: boolean;
  onSubmitAnyway: () => void;
}) {
  const texts = DUPLICATE_WARNING_TEXTS;
  return (
    <Alert tone="info" title={conflict.can_submit_anyway ? texts.title : texts.exactTitle}>
      <p>{conflict.message}</p>
      <div className="mt-3">
        <PossibleDuplicateList
          duplicates={conflict.duplicates}
          hrefOf={paths.details}
          renderActions={(duplicate) => (
            <ButtonLink
              to={paths.details(duplicate.id)}
              state={description.trim() === '' ? undefined : commentDraftState(description)}
              variant="secondary"
              size="sm"
              className="py-1.5 text-left whitespace-normal!"
            >
              {texts.addComment(duplicate.id)}
            </ButtonLink>
          )}
        />
      </div>
      {conflict.can_submit_anyway && (
        <Button variant="report" size="sm" className="mt-3" disabled={isBusy} onClick={onSubmitAnyway}>
          {isBusy ? texts.submitting : texts.submitAnyway}
        </Button>
      )}
    </Alert>
  );
}
