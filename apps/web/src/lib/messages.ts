import { defineMessages } from '@outbreak-watch/domain';

/** What the API client says when there is no answer it can read. */
export const API_CLIENT_MESSAGES = defineMessages({
  network: {
    id: 'client.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
    description: 'A request that got no answer (offline, server down).',
  },
  unreadable: {
    id: 'client.unreadable',
    defaultMessage: 'The server sent a response that could not be read.',
    description: 'An answer that is not the expected JSON.',
  },
});
