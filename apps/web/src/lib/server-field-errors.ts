import { ApiError } from './api-client';

/**
 * The field messages of a 400, for the fields a form has, so they show under their inputs as the
 * client-side messages do.
 */
export function serverFieldErrors<T extends string>(
  error: unknown,
  fields: readonly T[],
): { field: T; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.details.flatMap((detail) =>
    (fields as readonly string[]).includes(detail.field)
      ? [{ field: detail.field as T, message: detail.message }]
      : [],
  );
}
