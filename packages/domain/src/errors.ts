import { z } from 'zod';

/** One field error of a validation failure. */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** A machine-readable reason where one is defined (a refused password: `PasswordProblemCode`). */
  code: z.string().optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one error shape of the API (DESIGN.md §5). `message` is what screens show. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(FieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
