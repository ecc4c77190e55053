import {
  EXPORT_FORMAT_FILES,
  ExportJobListResponseSchema,
  ExportJobResponseSchema,
  type ExportFormat,
  type ExportJob,
} from '@outbreak-watch/domain';
import { useQuery } from '@tanstack/react-query';
import { apiDownloadOrAccepted, apiFetch } from './api-client';
import { useSession } from './session';
import { queryString } from './url-filters';

/** The API path (under /api) of the outbreak list's export in a format, with the list's filters. */
export const outbreakExportPath = (format: ExportFormat, filters: object) =>
  `/outbreaks/export.${format}${queryString(filters)}`;

/**
 * Exports the list: the file is saved when the server streams it; a large export is prepared in the
 * background and its job is answered instead (null: the file was saved).
 */
export async function exportOutbreaks(format: ExportFormat, filters: object): Promise<ExportJob | null> {
  const answer = await apiDownloadOrAccepted(
    outbreakExportPath(format, filters),
    `outbreaks.${EXPORT_FORMAT_FILES[format].extension}`,
  );
  return answer === null ? null : ExportJobResponseSchema.parse(answer).job;
}

export const exportKeys = {
  all: ['exports'] as const,
  list: (viewerId: number | null) => [...exportKeys.all, viewerId] as const,
};

/** The signed-in user's newest prepared exports; asked again while one is still being prepared. */
export function useExportJobs() {
  const { user } = useSession();
  return useQuery({
    queryKey: exportKeys.list(user?.id ?? null),
    queryFn: async ({ signal }) =>
      ExportJobListResponseSchema.parse(await apiFetch<unknown>('/exports', { signal })).jobs,
    enabled: user !== null,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.state === 'queued' || job.state === 'running') ? 10_000 : false,
  });
}
