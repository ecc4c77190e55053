import { PAGE_CONFIG_ELEMENT_ID, PublicConfigSchema, type PublicConfig } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** `GET /api/config`: map settings and the demo flag of the deployment serving this build. */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await apiFetch<unknown>('/config', { signal });
  return PublicConfigSchema.parse(body);
}

/**
 * The settings the server put in the page, read once when the app starts: the first paint already
 * has them, so the demo banner and the map are in place at once instead of moving the page later.
 * Undefined without them (the development server) or when they do not parse.
 */
function settingsInPage(): PublicConfig | undefined {
  const text = document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = PublicConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

let inPage: { settings: PublicConfig | undefined; at: number } | undefined;

/** Read on first use, then kept: the page does not change while the app runs. */
function pageSettings() {
  inPage ??= { settings: settingsInPage(), at: Date.now() };
  return inPage;
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    initialData: pageSettings().settings,
    initialDataUpdatedAt: pageSettings().at,
    // The deployment's settings change rarely; one fetch per visit is plenty.
    staleTime: 10 * 60 * 1000,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
