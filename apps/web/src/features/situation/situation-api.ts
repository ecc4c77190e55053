import {
  SituationResponseSchema,
  type SituationFilters,
  type SituationResponse,
} from '@outbreak-watch/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/url-filters';

/** `GET /api/situation`: the report's figures, signals and largest outbreaks for the filter. */
export async function getSituation(
  filters: SituationFilters,
  signal?: AbortSignal,
): Promise<SituationResponse> {
  return SituationResponseSchema.parse(
    await apiFetch<unknown>(`/situation${queryString(filters)}`, { signal }),
  );
}

export function useSituation(filters: SituationFilters) {
  return useQuery({
    queryKey: ['situation', filters],
    queryFn: ({ signal }) => getSituation(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The PDF's API path for the filter. */
export const situationPdfPath = (filters: SituationFilters) => `/situation.pdf${queryString(filters)}`;
