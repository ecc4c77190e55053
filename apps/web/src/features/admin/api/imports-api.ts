import type { ImportJob, ImportMapping, SavedImportMapping } from '@outbreak-watch/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { importKeys, importQueryOptions } from '../../../lib/imports-api';
import { outbreakKeys } from '../../../lib/outbreaks-api';
import { searchOf } from './admin-work-api';

/** A page of past imports, newest first, with how many there are. */
export interface ImportListResponse {
  items: ImportJob[];
  total: number;
}

export const IMPORTS_PAGE_SIZE = 20;
/** How often an import's page asks for its progress while it runs. */
export const IMPORT_POLL_MS = 1000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The upload's content type, from the file's extension; null for any other file. */
export function importContentType(filename: string): string | null {
  const extension = filename.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'text/csv';
  if (extension === 'xlsx') return XLSX_TYPE;
  return null;
}

export function useImports(page: number) {
  return useQuery({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) =>
      apiFetch<ImportListResponse>(`/imports${searchOf({ page, limit: IMPORTS_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An import, asked again every second while it runs (and no more once it ends or the page is left). */
export function useImportJob(id: number) {
  return useQuery({
    ...importQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? IMPORT_POLL_MS : false),
  });
}

/** Sends the file as the request's body; the answer is the uploaded import with its suggested mapping. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, contentType }: { file: File; contentType: string }) =>
      apiFetch<ImportJob>(`/imports${searchOf({ filename: file.name })}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: file,
      }),
    onSuccess: async (job) => {
      queryClient.setQueryData(importKeys.job(job.id), job);
      await queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
    },
  });
}

/** The actions on an import; each answers with the import as it now is. */
export type ImportAction =
  { kind: 'check'; mapping: ImportMapping } | { kind: 'run' } | { kind: 'cancel' } | { kind: 'undo' };

export function useImportAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ImportAction) =>
      apiFetch<ImportJob>(`/imports/${id}/${action.kind}`, {
        method: 'POST',
        body: action.kind === 'check' ? JSON.stringify({ mapping: action.mapping }) : undefined,
      }),
    onSuccess: async (job, action) => {
      queryClient.setQueryData(importKeys.job(id), job);
      await queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
      if (action.kind !== 'check') await queryClient.invalidateQueries({ queryKey: outbreakKeys.all });
    },
  });
}

export function downloadRefusals(id: number): Promise<void> {
  return apiDownload(`/imports/${id}/refusals.csv`, `import-${id}-refusals.csv`);
}

export function useSavedMappings() {
  return useQuery({
    queryKey: importKeys.mappings(),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch<{ mappings: SavedImportMapping[] }>('/import-mappings', { signal });
      return answer.mappings;
    },
  });
}

export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; mapping: ImportMapping }) =>
      apiFetch<SavedImportMapping>('/import-mappings', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.mappings() }),
  });
}

/** Deletes a saved mapping; imports that used it keep their own copy. */
export function useDeleteMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<SavedImportMapping, 'id' | 'name'>) =>
      apiFetch<unknown>(`/import-mappings/${item.id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.mappings() }),
  });
}
