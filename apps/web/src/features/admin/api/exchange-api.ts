import {
  Dhis2MappingSchema,
  Dhis2UnmappedResponseSchema,
  type Dhis2Format,
  type Dhis2Mapping,
  type Dhis2MappingInput,
} from '@outbreak-watch/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { searchOf } from './admin-work-api';

/** The period, filters and their values as the URL carries them (`period=2026W5`, `disease_id=3`). */
export type Dhis2ExportParams = Record<string, string>;

/** The DHIS2 exchange of the admin screens: the mapping, what a document leaves out, and the downloads. */
export const exchangeKeys = {
  all: ['exchange'] as const,
  mapping: () => [...exchangeKeys.all, 'mapping'] as const,
  unmapped: (query: Dhis2ExportParams) => [...exchangeKeys.all, 'unmapped', query] as const,
};

const DHIS2 = '/exchange/dhis2';

export function useDhis2Mapping() {
  return useQuery({
    queryKey: exchangeKeys.mapping(),
    queryFn: async ({ signal }) =>
      Dhis2MappingSchema.parse(await apiFetch<unknown>(`${DHIS2}/mapping`, { signal })),
  });
}

export function useSaveDhis2Mapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mapping: Dhis2MappingInput) =>
      Dhis2MappingSchema.parse(
        await apiFetch<unknown>(`${DHIS2}/mapping`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(mapping),
        }),
      ),
    onSuccess: (saved: Dhis2Mapping) => {
      queryClient.setQueryData(exchangeKeys.mapping(), saved);
      void queryClient.invalidateQueries({ queryKey: [...exchangeKeys.all, 'unmapped'] });
    },
  });
}

/** What the document of `query` holds and leaves out; nothing is asked until `query` is complete. */
export function useDhis2Unmapped(query: Dhis2ExportParams | null) {
  return useQuery({
    queryKey: exchangeKeys.unmapped(query ?? {}),
    queryFn: async ({ signal }) =>
      Dhis2UnmappedResponseSchema.parse(
        await apiFetch<unknown>(`${DHIS2}/unmapped${searchOf(query ?? {})}`, { signal }),
      ),
    enabled: query !== null,
  });
}

export function downloadDhis2(query: Dhis2ExportParams, format: Dhis2Format): Promise<void> {
  const path = format === 'json' ? 'dataValueSets' : 'adx';
  return apiDownload(`${DHIS2}/${path}${searchOf(query)}`, `dhis2.${format === 'json' ? 'json' : 'adx.xml'}`);
}
