import { DuplicateConflictResponseSchema, type DuplicateConflictResponse } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { PossibleDuplicateList } from '../../../components/possible-duplicate-list';
import { ApiError } from '../../../lib/api-client';
import { commentDraftState } from '../../../lib/comment-draft';
import { paths } from '../../../lib/paths';
import { REPORT_FORM_TEXT as TEXT } from './messages';

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
  const { formatMessage: t } = useIntl();
  return (
    <Alert tone="info" title={t(conflict.can_submit_anyway ? TEXT.duplicateTitle : TEXT.duplicateExactTitle)}>
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
              className="py-1.5 text-start whitespace-normal!"
            >
              {t(TEXT.duplicateAddComment, { id: String(duplicate.id) })}
            </ButtonLink>
          )}
        />
      </div>
      {conflict.can_submit_anyway && (
        <Button variant="report" size="sm" className="mt-3" disabled={isBusy} onClick={onSubmitAnyway}>
          {t(isBusy ? TEXT.submitting : TEXT.submitAnyway)}
        </Button>
      )}
    </Alert>
  );
}
