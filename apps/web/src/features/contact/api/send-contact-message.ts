import { ContactResponseSchema, type ContactForm, type ContactResponse } from '@outbreak-watch/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/contact`: queues the message to the team and a confirmation to the sender. */
export async function sendContactMessage(form: ContactForm & { website?: string }): Promise<ContactResponse> {
  const body = await apiFetch<unknown>('/contact', { method: 'POST', body: JSON.stringify(form) });
  return ContactResponseSchema.parse(body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
