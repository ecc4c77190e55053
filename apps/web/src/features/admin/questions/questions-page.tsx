import type { AssessmentQuestion } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatDecimal, formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useQuestions } from '../api/admin-reference-api';
import { useAdminErrors } from '../admin-errors';
import { COMMON_TEXTS, QUESTION_TEXTS as texts } from '../admin-texts';
import { AdminCell, AdminTable, STACKED_ROW_CLASSES, StackedHeadRow } from '../components/admin-table';
import { AdminPageTitle, LoadError } from '../components/admin-page';

/** A tick or a cross; the words are there for screen readers, never colour or shape alone. */
function ActiveMark({ isActive }: { isActive: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <span
      className={`inline-flex size-7 items-center justify-center rounded-full ${
        isActive
          ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        {isActive ? (
          <path
            fillRule="evenodd"
            d="M16.4 4.7a1 1 0 0 1 .1 1.4l-7.5 9a1 1 0 0 1-1.5.1l-4-4a1 1 0 1 1 1.4-1.4l3.2 3.2 6.8-8.2a1 1 0 0 1 1.5-.1Z"
            clipRule="evenodd"
          />
        ) : (
          <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
        )}
      </svg>
      <span className="sr-only">{t(isActive ? texts.active : texts.inactive)}</span>
    </span>
  );
}

const COLUMNS = [
  COMMON_TEXTS.id,
  texts.columns.key,
  texts.columns.label,
  texts.columns.minMax,
  texts.columns.active,
  texts.columns.order,
  COMMON_TEXTS.createdAt,
  COMMON_TEXTS.actions,
] as const;

/** A question: a table row from lg up, a card of labelled lines on a phone. */
function QuestionRow({ question }: { question: AssessmentQuestion }) {
  const { formatMessage: t } = useIntl();
  const [idColumn, keyColumn, labelColumn, minMaxColumn, activeColumn, orderColumn, createdColumn] =
    COLUMNS.map((column) => t(column));
  return (
    <tr className={STACKED_ROW_CLASSES}>
      <AdminCell label={idColumn} className="tabular-nums">
        {question.id}
      </AdminCell>
      <AdminCell label={keyColumn} className="font-mono text-xs break-all">
        {question.question_key}
      </AdminCell>
      <AdminCell label={labelColumn} className="lg:min-w-56">
        <span>
          <span className="block font-medium text-slate-950 dark:text-white">{question.label}</span>
          {question.description && (
            <span className="mt-0.5 block text-slate-600 dark:text-slate-400">{question.description}</span>
          )}
        </span>
      </AdminCell>
      <AdminCell label={minMaxColumn} className="whitespace-nowrap tabular-nums">
        {formatDecimal(question.min_value)} / {formatDecimal(question.max_value)}
      </AdminCell>
      <AdminCell label={activeColumn}>
        <ActiveMark isActive={question.is_active} />
      </AdminCell>
      <AdminCell label={orderColumn} className="tabular-nums">
        {question.display_order}
      </AdminCell>
      <AdminCell label={createdColumn} className="whitespace-nowrap">
        {formatMediumDate(question.created_at)}
      </AdminCell>
      <AdminCell className="pt-3 lg:pt-3">
        <Link
          to={paths.adminQuestionEdit(question.id)}
          aria-label={t(texts.editQuestion, { key: question.question_key })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t(texts.edit)}
        </Link>
      </AdminCell>
    </tr>
  );
}

/** `/admin/questions` (spec §2): view and edit only; questions are neither added nor deleted here. */
export function QuestionsPage() {
  const { formatMessage: t } = useIntl();
  const { formatAdminError } = useAdminErrors();
  const questions = useQuestions();

  return (
    <div className="mx-auto w-full max-w-[1200px]">
      <AdminPageTitle title={t(texts.listTitle)} intro={t(texts.listIntro)} />
      {questions.isPending ? (
        <Spinner label={t(texts.loading)} className="py-16" />
      ) : questions.isError ? (
        <LoadError
          message={formatAdminError(texts.loadFailed, questions.error)}
          onRetry={() => void questions.refetch()}
        />
      ) : questions.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-5 py-10 text-center text-slate-800 dark:border-slate-700 dark:text-slate-200">
          {t(texts.empty)}
        </p>
      ) : (
        <AdminTable
          caption={t(texts.listTitle)}
          stacked
          head={<StackedHeadRow columns={COLUMNS.map((column) => t(column))} />}
        >
          {questions.data.map((question) => (
            <QuestionRow key={question.id} question={question} />
          ))}
        </AdminTable>
      )}
    </div>
  );
}
