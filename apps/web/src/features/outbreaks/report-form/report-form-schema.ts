import {
  AGENT_TYPES,
  ASSESSMENT_MAX_VALUE,
  CalendarDateSchema,
  MESSAGES,
  METRIC_MESSAGES,
  OUTBREAK_MESSAGES,
  type AgentType,
  type AssessmentQuestion,
  type CreateOutbreakRequest,
  type MetricQuestionKey,
} from '@outbreak-watch/domain';
import { z } from 'zod';

/** The value of the "add a new one" option of the state and disease selects. */
export const NEW_OPTION = 'new';

/** What the form holds: every control's text as typed. */
export interface ReportFormValues {
  date: string;
  country_id: string;
  /** '' (not specified), a state id, or NEW_OPTION. */
  state_id: string;
  state_name: string;
  city: string;
  /** A disease id or NEW_OPTION. */
  disease_id: string;
  disease_name: string;
  disease_category: string;
  disease_agent_type: string;
  disease_description: string;
  description: string;
  source: string;
  /** One answer per question, under `answerField(question)`. */
  answers: Record<string, string>;
}

export const NEW_DISEASE_FIELDS = [
  'disease_name',
  'disease_category',
  'disease_agent_type',
  'disease_description',
] as const;

/**
 * Answers are keyed by question id, not by `question_key`: admins edit the keys, and a key with a dot
 * would read as a nested path to React Hook Form.
 */
export function answerField(question: Pick<AssessmentQuestion, 'id'>): string {
  return `q${question.id}`;
}

/** Today in the reporter's own time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function defaultReportFormValues(today = localToday()): ReportFormValues {
  return {
    date: today,
    country_id: '',
    state_id: '',
    state_name: '',
    city: '',
    disease_id: '',
    disease_name: '',
    disease_category: '',
    disease_agent_type: '',
    disease_description: '',
    description: '',
    source: '',
    answers: {},
  };
}

/** A typed number, or null when the text is empty or not a number. */
export function parseAnswer(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) });
const required = z.string().trim().min(1, { error: MESSAGES.required });

/** Spec §5: a required number, at least the question's minimum and at most 1e12. */
function answerSchema(question: AssessmentQuestion) {
  return z
    .string()
    .optional()
    .transform((value) => value ?? '')
    .superRefine((value, ctx) => {
      if (value.trim() === '') return void ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      const number = parseAnswer(value);
      if (number === null || number > ASSESSMENT_MAX_VALUE) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidValue });
      } else if (number < question.min_value) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.minValue(question.min_value) });
      }
    });
}

const dateSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    else if (!CalendarDateSchema.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidValue });
    else if (value > localToday()) ctx.addIssue({ code: 'custom', message: OUTBREAK_MESSAGES.dateInFuture });
  });

/**
 * The report form's rules (spec §5 "Add-report form"): date, country and disease are required; a new
 * state or disease needs its name; every active question needs a number. Before anything is sent the
 * answers must also make sense together: deaths within cases, cases within the population at risk.
 */
export function buildReportFormSchema(questions: readonly AssessmentQuestion[]) {
  const byKey = new Map(questions.map((question) => [question.question_key, question]));
  const answers = z.object(Object.fromEntries(questions.map((q) => [answerField(q), answerSchema(q)])));

  return z
    .object({
      date: dateSchema,
      country_id: required,
      state_id: z.string(),
      state_name: text(100),
      city: text(100),
      disease_id: required,
      disease_name: text(100),
      disease_category: text(100),
      disease_agent_type: z.string(),
      disease_description: text(2000),
      description: text(5000),
      source: text(500),
      answers,
    })
    .superRefine((values, ctx) => {
      const requireWhenNew = (select: string, field: 'state_name' | 'disease_name') => {
        if (select === NEW_OPTION && values[field].trim() === '')
          ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
      };
      requireWhenNew(values.state_id, 'state_name');
      requireWhenNew(values.disease_id, 'disease_name');
      if (
        values.disease_agent_type !== '' &&
        !(AGENT_TYPES as readonly string[]).includes(values.disease_agent_type)
      )
        ctx.addIssue({ code: 'custom', path: ['disease_agent_type'], message: MESSAGES.invalidValue });

      const answerOf = (key: MetricQuestionKey) => {
        const question = byKey.get(key);
        if (!question) return null;
        return {
          path: ['answers', answerField(question)],
          value: parseAnswer(values.answers[answerField(question)]),
        };
      };
      const cases = answerOf('cases');
      const deaths = answerOf('deaths');
      const population = answerOf('population_at_risk');
      if (cases?.value != null && deaths?.value != null && deaths.value > cases.value)
        ctx.addIssue({ code: 'custom', path: deaths.path, message: METRIC_MESSAGES.deathsExceedCases });
      if (cases?.value != null && population?.value != null && cases.value > population.value)
        ctx.addIssue({ code: 'custom', path: cases.path, message: METRIC_MESSAGES.casesExceedPopulation });
    });
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The `POST /api/outbreaks` body of a valid form (spec §3 "Outbreak submission payload"). */
export function toCreateOutbreakRequest(
  values: ReportFormValues,
  questions: readonly AssessmentQuestion[],
): CreateOutbreakRequest {
  const isNewState = values.state_id === NEW_OPTION;
  const isNewDisease = values.disease_id === NEW_OPTION;
  const newDisease = (value: string) => (isNewDisease ? orNull(value) : null);
  return {
    date: values.date,
    country_id: Number(values.country_id),
    state_id: isNewState || values.state_id === '' ? null : Number(values.state_id),
    state_name: isNewState ? orNull(values.state_name) : null,
    city: orNull(values.city),
    disease_id: isNewDisease ? null : Number(values.disease_id),
    disease_name: newDisease(values.disease_name),
    disease_category: newDisease(values.disease_category),
    disease_agent_type:
      isNewDisease && values.disease_agent_type !== '' ? (values.disease_agent_type as AgentType) : null,
    disease_description: newDisease(values.disease_description),
    description: orNull(values.description),
    source: orNull(values.source),
    question_answers: Object.fromEntries(
      questions.map((question) => [
        question.question_key,
        parseAnswer(values.answers[answerField(question)]),
      ]),
    ),
  };
}
