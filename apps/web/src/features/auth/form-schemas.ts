import {
  AccountTypeSchema,
  EmailSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MESSAGES,
  NewPasswordSchema,
  personalPasswordProblem,
  RegisterRequestSchema,
  type RegisterRequest,
} from '@outbreak-watch/domain';
import { z } from 'zod';

/** Login: the request of `POST /api/login` plus "Remember me". */
export const LoginFormSchema = LoginRequestSchema.extend({ remember: z.boolean() });
export type LoginFormValues = z.input<typeof LoginFormSchema>;

export const ForgotPasswordFormSchema = ForgotPasswordRequestSchema;
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordFormSchema>;

const ConfirmPasswordSchema = z.string().min(1, { error: MESSAGES.confirmPasswordRequired });

interface PasswordPair {
  password: unknown;
  confirm_password: unknown;
}

/**
 * Spec §5 "Passwords do not match.", checked as soon as a confirmation is typed, even while other
 * fields are still invalid (Zod skips object refinements after field errors unless told otherwise).
 */
const passwordsMatch = {
  check: (values: PasswordPair) => values.password === values.confirm_password,
  params: {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
    when: ({ value }: { value: unknown }) => {
      const pair = value as Partial<PasswordPair> | null;
      return typeof pair?.confirm_password === 'string' && pair.confirm_password !== '';
    },
  },
};

/** Reset password: the new password twice (the server adds the rules that need the account). */
export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema.superRefine((password, ctx) => {
      const problem = personalPasswordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirm_password: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;

/** A select's value: '' for "none", else the id. */
const OptionalIdSchema = z
  .string()
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number().int().positive().optional());

/**
 * Register: the fields of `POST /api/register` as the form holds them, plus the confirmation and the
 * terms. The output is the request body, with empty optional fields left out.
 */
export const RegisterFormSchema = z
  .object({
    email: EmailSchema,
    first_name: RegisterRequestSchema.shape.first_name,
    middle_name: z
      .string()
      .trim()
      .max(100, { error: MESSAGES.maxLength(100) }),
    last_name: RegisterRequestSchema.shape.last_name,
    title_id: OptionalIdSchema,
    qualification_id: OptionalIdSchema,
    affiliation_id: OptionalIdSchema,
    type: AccountTypeSchema,
    password: NewPasswordSchema,
    confirm_password: ConfirmPasswordSchema,
    terms: z.boolean().refine((agreed) => agreed, { error: MESSAGES.termsRequired }),
  })
  // NIST SP 800-63B: not the site's name, the demo password, the person's email or names, nor runs.
  // Before the match check: Zod skips a later refinement once an earlier one has failed.
  .superRefine((values, ctx) => {
    const problem = personalPasswordProblem(values.password, {
      email: values.email,
      names: [values.first_name, values.middle_name, values.last_name],
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  })
  .refine(passwordsMatch.check, passwordsMatch.params)
  .transform(({ confirm_password: _confirm, terms: _terms, middle_name, ...fields }): RegisterRequest => ({
    email: fields.email,
    password: fields.password,
    type: fields.type,
    first_name: fields.first_name,
    last_name: fields.last_name,
    ...(middle_name === '' ? {} : { middle_name }),
    ...(fields.title_id === undefined ? {} : { title_id: fields.title_id }),
    ...(fields.qualification_id === undefined ? {} : { qualification_id: fields.qualification_id }),
    ...(fields.affiliation_id === undefined ? {} : { affiliation_id: fields.affiliation_id }),
  }));
export type RegisterFormValues = z.input<typeof RegisterFormSchema>;
