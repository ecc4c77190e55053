import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n/locale-provider';
import { getSessionUser, subscribeToSession } from '../lib/session';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app creates its own. */
  queryClient?: QueryClient;
}

/**
 * When the signed-in user goes away (logout, a refused refresh, a sign-out in another tab) or changes,
 * nothing fetched for them may be shown to whoever comes next: the query cache is emptied. When a
 * visitor signs in, what was fetched anonymously is fetched again.
 */
function useClearCacheOnUserChange(client: QueryClient): void {
  useEffect(() => {
    let lastUserId = getSessionUser()?.id ?? null;
    return subscribeToSession(() => {
      const userId = getSessionUser()?.id ?? null;
      if (userId !== lastUserId) {
        if (lastUserId !== null) client.clear();
        // A visitor who signs in may now see more (the reporter's name, say): fetch again.
        else void client.invalidateQueries();
      }
      lastUserId = userId;
    });
  }, [client]);
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useClearCacheOnUserChange(client);
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider>{children}</LocaleProvider>
    </QueryClientProvider>
  );
}
