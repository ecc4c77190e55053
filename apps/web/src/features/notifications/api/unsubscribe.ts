import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const UnsubscribeResponseSchema = z.object({ message: z.string() });

/**
 * `POST /api/notifications/unsubscribe?token=`: no sign-in, each link works once. Answers the server's
 * sentence to show; a used or invalid link is a 400 with its own sentence.
 */
export async function unsubscribe(token: string): Promise<string> {
  const query = new URLSearchParams({ token });
  const body = await apiFetch<unknown>(
    `/notifications/unsubscribe?${query.toString()}`,
    { method: 'POST' },
    { authenticate: false },
  );
  return UnsubscribeResponseSchema.parse(body).message;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
