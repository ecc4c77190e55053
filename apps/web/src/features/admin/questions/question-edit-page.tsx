import type { AssessmentQuestion } from '@outbreak-watch/domain';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { useQuestion, useUpdateQuestion } from '../api/admin-reference-api';
import { isNotFound, parseRouteId, useAdminErrors } from '../admin-errors';
import { COMMON_TEXTS, QUESTION_TEXTS as texts } from '../admin-texts';
import { REDIRECT_DELAY_MS } from '../admin-timing';
import { AdminCard, AdminPageTitle } from '../components/admin-page';
import { ErrorCard, NotFoundCard } from '../components/state-cards';
import { QuestionForm } from './question-form';

function EditQuestion({ question }: { question: AssessmentQuestion }) {
  const { formatMessage: t } = useIntl();
  const { adminErrorMessage } = useAdminErrors();
  const update = useUpdateQuestion(question.id);
  const navigate = useNavigate();
  const isSaved = update.isSuccess;

  // Spec §2: "Question updated successfully", then back to the list after 1.5 s.
  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(() => void navigate(paths.adminQuestions), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSaved, navigate]);

  const retry = () => {
    if (update.variables) update.mutate(update.variables);
  };

  return (
    <>
      <div role="status" className="mb-4 empty:hidden">
        {isSaved && <Alert tone="success">{t(texts.updated)}</Alert>}
      </div>
      <div role="alert" className="mb-4 empty:hidden">
        {update.isError && (
          <Alert tone="error">
            <p>{t(texts.updateFailed, { message: adminErrorMessage(update.error) })}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
              {t(COMMON_TEXTS.retry)}
            </Button>
          </Alert>
        )}
      </div>
      <AdminCard className="p-5 sm:p-6">
        <QuestionForm
          question={question}
          onSubmit={(input) => update.mutateAsync(input)}
          busy={update.isPending}
          locked={isSaved}
        />
      </AdminCard>
    </>
  );
}

/** `/admin/questions/:id/edit` (spec §2): a spinner, then the form or a not-found card. */
export function QuestionEditPage() {
  const { formatMessage: t } = useIntl();
  const { formatAdminError } = useAdminErrors();
  const id = parseRouteId(useParams().id);
  const question = useQuestion(id);

  let body: ReactNode;
  const notFound = (message: string) => (
    <NotFoundCard
      title={t(texts.notFoundTitle)}
      message={message}
      backTo={paths.adminQuestions}
      backLabel={t(texts.backToList)}
    />
  );
  if (id === null) body = notFound(t(texts.invalidId));
  else if (question.isPending) body = <Spinner label={t(texts.loadingQuestion)} className="py-16" />;
  else if (question.isError && isNotFound(question.error))
    body = notFound(t(texts.notFound, { id: String(id) }));
  else if (question.isError) {
    body = (
      <ErrorCard
        message={formatAdminError(texts.loadItemFailed, question.error)}
        onRetry={() => void question.refetch()}
        backTo={paths.adminQuestions}
        backLabel={t(texts.backToList)}
      />
    );
  } else body = <EditQuestion question={question.data} />;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <AdminPageTitle
        title={id === null ? t(texts.editTitle) : t(texts.editTitleWithId, { id: String(id) })}
        actions={
          <ButtonLink variant="secondary" size="sm" to={paths.adminQuestions}>
            {t(texts.backToList)}
          </ButtonLink>
        }
      />
      {body}
    </div>
  );
}
