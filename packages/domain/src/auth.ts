import { LocaleSchema } from './i18n/locales.js';
import { z } from 'zod';
import { AUTH_MESSAGES, MESSAGES } from './messages.js';
import { newPasswordProblemCode, PASSWORD_MAX_LENGTH, PASSWORD_PROBLEMS } from './password.js';
import { MAX_ID } from './reference.js';

/** Email as typed in a form: required, valid, at most 254 characters (spec §5). */
export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** Emails are case-insensitive: stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A new password (register, reset): the spec's length and strength rules, checked in one place. The
 * refusal's code rides in the issue's `params` (the server puts it in the error's `details`).
 */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .superRefine((password, ctx) => {
    const code = newPasswordProblemCode(password);
    if (code) ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEMS[code], params: { code } });
  });

const optionalId = z.number().int().positive().max(MAX_ID).nullable().optional();
const personName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: MESSAGES.maxLength(100) });

/** Self-registration offers only these account types (spec §6): regular is a blogger. */
export const ACCOUNT_TYPES = ['regular', 'reporter'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES, { error: AUTH_MESSAGES.invalidAccountType });
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** `POST /api/register`. Unknown fields (a `role_id`, say) are refused. */
export const RegisterRequestSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  type: AccountTypeSchema.default('regular'),
  first_name: personName(MESSAGES.firstNameRequired),
  last_name: personName(MESSAGES.lastNameRequired),
  middle_name: z
    .string()
    .trim()
    .max(100, { error: MESSAGES.maxLength(100) })
    .nullable()
    .optional(),
  title_id: optionalId,
  qualification_id: optionalId,
  affiliation_id: optionalId,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** `POST /api/login`. */
export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  // Longer than any valid password, short enough that nobody can make the server hash megabytes.
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH * 8, { error: AUTH_MESSAGES.invalidCredentials }),
  /** "Remember me": the session may last SESSION_LIFETIME.remembered rather than .browser. */
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

const tokenString = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(512, { error: MESSAGES.invalidValue });

export const RefreshTokenRequestSchema = z.strictObject({ refresh_token: tokenString });
export const LogoutRequestSchema = z.strictObject({ refresh_token: tokenString });
export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export const ResendVerificationRequestSchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordRequestSchema = z.strictObject({
  token: tokenString,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** `GET /api/verify-email?code=…&email=…`. */
export const VerifyEmailQuerySchema = z.object({ code: tokenString, email: EmailSchema });

/** The signed-in user as login, register and refresh return it (DESIGN.md §5). */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role_id: z.number().int(),
  is_verified: z.boolean(),
  user_type: z.string(),
  /** Their chosen language; null (or absent from older answers): the browser's decides. */
  language: LocaleSchema.nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Login, register and refresh: tokens and their expiries in Unix seconds. */
export const AuthResponseSchema = z.object({
  user: SessionUserSchema,
  access_token: z.string(),
  refresh_token: z.string(),
  access_token_exp: z.number().int(),
  refresh_token_exp: z.number().int(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Answers that carry only a sentence for the screen. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `GET /api/verify-email` on success: the message and the now verified user. */
export const VerifyEmailResponseSchema = z.object({ message: z.string(), user: SessionUserSchema });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** Access and refresh token lifetimes (DESIGN.md §5) and email token lifetimes (§9), in seconds. */
export const TOKEN_LIFETIME = {
  access: 15 * 60,
  refresh: 30 * 24 * 60 * 60,
  verifyEmail: 24 * 60 * 60,
  resetPassword: 60 * 60,
} as const;

/**
 * Absolute session lifetimes in seconds, counted from sign-in: refreshing never carries a session past
 * them. Admins get the shortest, remembered or not.
 */
export const SESSION_LIFETIME = {
  remembered: 30 * 24 * 60 * 60,
  browser: 12 * 60 * 60,
  admin: 8 * 60 * 60,
} as const;

/** Spec §5: a token is expiring soon when less than 30 seconds remain. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 30;

/** Spec §5 "Token expiry": expired when missing, not a positive number, or in the past. */
export function isTokenExpired(exp: unknown, nowSeconds = Date.now() / 1000): boolean {
  return typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0 || exp <= nowSeconds;
}

export function isTokenExpiringSoon(exp: unknown, nowSeconds = Date.now() / 1000): boolean {
  return isTokenExpired(exp, nowSeconds) || (exp as number) - nowSeconds < TOKEN_EXPIRY_MARGIN_SECONDS;
}

export { SESSION_STORAGE_KEYS } from './session-keys.js';

/** The XSRF double-submit cookie and header (spec §6). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
