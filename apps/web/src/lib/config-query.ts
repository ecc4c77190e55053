import { PublicConfigSchema, type PublicConfig } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** `GET /api/config`: map settings and the demo flag of the deployment serving this build. */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await apiFetch<unknown>('/config', { signal });
  return PublicConfigSchema.parse(body);
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // The deployment's settings change rarely; one fetch per visit is plenty.
    staleTime: 10 * 60 * 1000,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
