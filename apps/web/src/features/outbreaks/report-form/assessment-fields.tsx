import { ASSESSMENT_MAX_VALUE, type AssessmentQuestion } from '@outbreak-watch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { TextField } from '../../../components/form/text-field';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Spinner } from '../../../components/spinner';
import { REPORT_FORM_TEXT as TEXT } from './messages';
import { answerField } from './report-form-schema';

/** One required number per active assessment question, in display order (spec §5). */
export function AssessmentFields({ questions }: { questions: UseQueryResult<AssessmentQuestion[]> }) {
  const { formatMessage: t } = useIntl();
  if (questions.isPending) return <Spinner label={t(TEXT.loadingQuestions)} className="py-6" />;
  if (questions.isError) return null;
  if (questions.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t(TEXT.noQuestions)}</p>;
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {questions.data.map((question) => (
        <TextField
          key={question.id}
          name={`answers.${answerField(question)}`}
          label={question.label}
          hint={question.description ?? undefined}
          required
          type="number"
          inputMode="decimal"
          step={0.1}
          min={question.min_value}
          max={ASSESSMENT_MAX_VALUE}
        />
      ))}
    </div>
  );
}
