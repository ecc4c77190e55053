import { ErrorResponseSchema, type FieldError } from '@outbreak-watch/domain';

/** Every failed API call ends as one of these; screens show `message` (DESIGN.md §5). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: FieldError[];

  constructor(status: number, message: string, details: FieldError[] = []) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const UNREADABLE_RESPONSE_MESSAGE = 'The server sent a response that could not be read.';

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `Request failed: ${response.status} ${response.statusText}`.trim();
  try {
    const parsed = ErrorResponseSchema.safeParse(await readJson(response));
    if (parsed.success) {
      return new ApiError(response.status, parsed.data.message, parsed.data.details);
    }
  } catch {
    // A non-JSON error body (e.g. a proxy's HTML page) still becomes an ApiError below.
  }
  return new ApiError(response.status, fallback);
}

/**
 * Calls the product's API at `/api${path}` and returns the parsed JSON body.
 * Non-2xx answers and network failures throw an `ApiError`; aborts are rethrown untouched so that
 * TanStack Query can tell a cancelled request from a failed one.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, headers });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);

  try {
    return (await readJson(response)) as T;
  } catch {
    throw new ApiError(response.status, UNREADABLE_RESPONSE_MESSAGE);
  }
}
