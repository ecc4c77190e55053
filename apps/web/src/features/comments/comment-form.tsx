import { CreateCommentRequestSchema } from '@outbreak-watch/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { TextareaField } from '../../components/form/textarea-field';
import { errorMessage } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { commentDraftOf } from '../../lib/comment-draft';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useCreateComment } from './api/create-comment';
import { COMMENTS_MESSAGES as TEXT } from './messages';

const linkClasses =
  'rounded-sm font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50';

function NewCommentForm({ outbreakId, isVerified }: { outbreakId: number; isVerified: boolean }) {
  const createComment = useCreateComment(outbreakId);
  const { formatMessage: t } = useIntl();
  // A reporter sent here from the report form ("add a comment instead") finds their description ready.
  const draft = commentDraftOf(useLocation().state);
  // Checked on submit only: Post is disabled while the box is blank, so leaving an empty box (or the
  // box just cleared after a post) must not greet the user with 'Comment cannot be empty.'.
  const form = useZodForm(CreateCommentRequestSchema, {
    defaultValues: { content: draft ?? '' },
    mode: 'onSubmit',
  });
  const { setFocus } = form;
  useEffect(() => {
    if (draft !== null) setFocus('content');
  }, [draft, setFocus]);
  const content = useWatch({ control: form.control, name: 'content' });
  // Spec §5: the button waits for some text and for the previous post to finish.
  const isBlank = (content ?? '').trim() === '';

  const submit = ({ content: text }: { content: string }) => {
    createComment.mutate(text, { onSuccess: () => form.reset({ content: '' }) });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t(TEXT.formName)} className="space-y-3">
      <TextareaField
        name="content"
        label={t(TEXT.label)}
        rows={4}
        hint={t(isVerified ? TEXT.hintVerified : TEXT.hintUnverified, { max: formatCount(5000) })}
        placeholder={t(TEXT.placeholder)}
      />
      <div role="alert">
        {createComment.isError && (
          <Alert tone="error">{errorMessage(createComment.error, t(TEXT.postFailed))}</Alert>
        )}
      </div>
      <div className="flex justify-end">
        <SubmitButton disabled={isBlank || createComment.isPending}>
          {t(createComment.isPending ? TEXT.posting : TEXT.post)}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The add-comment box for signed-in users; visitors get a way to sign in and come back. */
export function CommentComposer({ outbreakId }: { outbreakId: number }) {
  const { status, user } = useSession();
  const { formatMessage: t } = useIntl();
  if (status === 'loading') return null;
  if (user === null) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {t(TEXT.signIn, {
          link: (chunks) => (
            <Link to={paths.login(paths.details(outbreakId))} className={linkClasses}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  return <NewCommentForm outbreakId={outbreakId} isVerified={user.is_verified} />;
}
