import { VerifyEmailResponseSchema, type VerifyEmailResponse } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getSession, markVerified } from '../../../lib/session';

/**
 * `GET /api/verify-email?code=…&email=…`. A code works once, so on success the signed-in user (if it is
 * this account) is marked verified here, where the answer arrives exactly once.
 */
export async function verifyEmail(code: string, email: string): Promise<VerifyEmailResponse> {
  const query = new URLSearchParams({ code });
  if (email !== '') query.set('email', email);
  const response = VerifyEmailResponseSchema.parse(await apiFetch<unknown>(`/verify-email?${query}`));
  if (getSession().user?.id === response.user.id) markVerified();
  return response;
}

/**
 * One call per code and address for the life of the page: the result is never refetched, and the
 * fetch takes no abort signal, so React's development double mount (StrictMode) or a quick
 * unmount cannot cancel and repeat it — a repeat would consume nothing and report failure.
 */
export function verifyEmailQueryOptions(code: string, email: string) {
  return queryOptions({
    queryKey: ['verify-email', code, email],
    queryFn: () => verifyEmail(code, email),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

export function useVerifyEmail(code: string, email: string) {
  return useQuery({ ...verifyEmailQueryOptions(code, email), enabled: code !== '' });
}
