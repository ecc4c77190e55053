import {
  AuthResponseSchema,
  ErrorResponseSchema,
  isTokenExpiringSoon,
  languageTag,
  localizeEnglish,
  XSRF_COOKIE,
  XSRF_HEADER,
  type AuthResponse,
  type FieldError,
} from '@outbreak-watch/domain';
import {
  adoptRotatedTokens,
  announceRotation,
  clearSession,
  getSession,
  hasUsableRefreshToken,
  keepSessionWhileOffline,
  restoreSession,
  updateSession,
} from './session';
import { downloadBlob } from './download-blob';
import { getLocaleState } from './i18n/locale';
import { API_CLIENT_MESSAGES } from './messages';

/** Every failed API call ends as one of these; screens show `message` (DESIGN.md §5). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: FieldError[];
  /** True when `message` is the sentence the server sent, not one made up here. */
  readonly isServerMessage: boolean;
  /** The whole error body, for the few answers that carry more than the error shape (a 409's duplicates). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    details: FieldError[] = [],
    isServerMessage = false,
    body: unknown = undefined,
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.isServerMessage = isServerMessage;
    this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = API_CLIENT_MESSAGES.network.defaultMessage;
const UNREADABLE_RESPONSE_MESSAGE = API_CLIENT_MESSAGES.unreadable.defaultMessage;

/**
 * The text a screen shows for a failed call (spec §8): the server's message when it sent one, the
 * network problem when there was no answer, else the screen's own fallback. A 500 carries only
 * "Internal Server Error", so the fallback says more. The client's own messages come in the app's
 * language (the server writes its messages in it already).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { locale, messages } = getLocaleState();
  if (error.status === 0) return localizeEnglish(error.message, locale, messages);
  return error.isServerMessage && error.status !== 500 ? error.message : fallback;
}

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
    const body = await readJson(response);
    const parsed = ErrorResponseSchema.safeParse(body);
    if (parsed.success) {
      return new ApiError(response.status, parsed.data.message, parsed.data.details, true, body);
    }
  } catch {
    // A non-JSON error body (e.g. a proxy's HTML page) still becomes an ApiError below.
  }
  return new ApiError(response.status, fallback);
}

/**
 * Spec §6: calls whose URL contains one of these never carry the Authorization header. Only the path
 * counts, so a search for "login" still goes out signed in.
 */
const UNAUTHENTICATED_URL_PARTS = ['login', 'register', 'refresh_token'] as const;

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return part.slice(separator + 1).trim();
    }
  }
  return null;
}

async function send(path: string, init: RequestInit, accessToken: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The server's messages come in the app's language.
  headers.set('Accept-Language', languageTag(getLocaleState().locale));
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (accessToken !== null) headers.set('Authorization', `Bearer ${accessToken}`);
  // Spec §6: the double-submit header on every relative state-changing request (all of ours are relative).
  const method = (init.method ?? 'GET').toUpperCase();
  if (isBrowser() && method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf !== null && xsrf !== '') headers.set(XSRF_HEADER, xsrf);
  }

  try {
    return await fetch(`/api${path}`, { ...init, headers });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

async function parseBody<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  try {
    return (await readJson(response)) as T;
  } catch {
    throw new ApiError(response.status, UNREADABLE_RESPONSE_MESSAGE);
  }
}

/** `POST /api/refresh_token`: a new access token and the rotated refresh token. */
async function requestNewTokens(refreshToken: string): Promise<AuthResponse> {
  const response = await send(
    '/refresh_token',
    { method: 'POST', body: JSON.stringify({ refresh_token: refreshToken }) },
    null,
  );
  return AuthResponseSchema.parse(await parseBody<unknown>(response));
}

const REFRESH_LOCK = 'outbreak-watch:token-refresh';

/** Tabs sharing a remembered session refresh one at a time, so the rotated token is never presented twice. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

async function runRefresh(): Promise<boolean> {
  const staleAccessToken = getSession().accessToken;
  return withRefreshLock(async () => {
    // A tab that refreshed before us announced its tokens (session.ts): let that message land first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    adoptRotatedTokens();
    const session = getSession();
    // Another tab refreshed while this one waited for the lock: its token is as good as a new one.
    if (session.accessToken !== staleAccessToken && !isTokenExpiringSoon(session.accessTokenExp)) {
      return true;
    }
    if (session.refreshToken === null || !hasUsableRefreshToken(session)) {
      clearSession();
      return false;
    }
    try {
      const auth = await requestNewTokens(session.refreshToken);
      // Signed out (or in as someone else) while the request ran: those tokens are not ours to keep.
      if (getSession().refreshToken !== session.refreshToken) return getSession().user !== null;
      updateSession(auth);
      announceRotation(session.refreshToken, auth);
      return true;
    } catch (error) {
      // No network is no refusal: the session stays on the device until the server can be asked.
      if (error instanceof ApiError && error.status === 0) {
        keepSessionWhileOffline();
        return false;
      }
      // Spec §8: a failed refresh logs the user out.
      if (getSession().refreshToken === session.refreshToken) clearSession();
      return false;
    }
  });
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for new tokens; false (and signed out) when that fails. Single flight:
 * every caller during a refresh shares it, because the server treats a second use of a rotated
 * refresh token as theft and revokes the whole session family.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** At start (spec §4): restore the stored session and, when its access token has expired, refresh it. */
export async function initSession(): Promise<void> {
  if (restoreSession().status === 'loading') await refreshSession();
}

async function ensureFreshAccessToken(): Promise<void> {
  const session = getSession();
  if (session.status === 'loading' || refreshInFlight !== null) {
    await refreshSession();
    return;
  }
  if (session.accessToken !== null && isTokenExpiringSoon(session.accessTokenExp)) {
    await refreshSession();
  }
}

/** After a 401 for `rejectedToken`: true when there is a newer token to retry with. */
async function renewAfterRejection(rejectedToken: string): Promise<boolean> {
  const session = getSession();
  if (session.accessToken !== null && session.accessToken !== rejectedToken) return true;
  return refreshSession();
}

export interface ApiFetchOptions {
  /**
   * Whether the call carries the session: the bearer header, a refresh first when the access token
   * is about to expire, and one refresh and retry after a 401. On by default; logout turns it off.
   */
  authenticate?: boolean;
}

/** The raw answer of a signed-in call, after the session's refresh-and-retry; non-2xx throws. */
async function apiResponse(path: string, init: RequestInit, authenticate: boolean): Promise<Response> {
  const withSession =
    authenticate &&
    isBrowser() &&
    !UNAUTHENTICATED_URL_PARTS.some((part) => (path.split('?')[0] ?? '').includes(part));
  if (withSession) await ensureFreshAccessToken();

  const sentToken = withSession ? getSession().accessToken : null;
  let response = await send(path, init, sentToken);
  if (response.status === 401 && sentToken !== null && (await renewAfterRejection(sentToken))) {
    response = await send(path, init, getSession().accessToken);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Calls the product's API at `/api${path}` and returns the parsed JSON body.
 * Non-2xx answers and network failures throw an `ApiError`; aborts are rethrown untouched so that
 * TanStack Query can tell a cancelled request from a failed one.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit = {},
  { authenticate = true }: ApiFetchOptions = {},
): Promise<T> {
  return parseBody<T>(await apiResponse(path, init, authenticate));
}

/**
 * Downloads a file only a signed-in user may have (a plain link would not carry the session): fetched
 * with the bearer token, then saved under the name the server gives.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  await saveDownload(await apiResponse(path, { headers: { Accept: '*/*' } }, true), fallbackName);
}

async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  downloadBlob(await response.blob(), name);
}

/**
 * Downloads a file the server may instead prepare in the background: a 202 answers its JSON (the
 * job) instead of a file; any other success is saved under the server's name and answers null.
 */
export async function apiDownloadOrAccepted(path: string, fallbackName: string): Promise<unknown> {
  const response = await apiResponse(path, { headers: { Accept: '*/*' } }, true);
  if (response.status === 202) return parseBody<unknown>(response);
  await saveDownload(response, fallbackName);
  return null;
}
