import { ProfileMetadataSchema, type ProfileMetadata } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/profile/metadata`: the titles, qualifications and affiliations of the register form. */
export async function getProfileMetadata(signal?: AbortSignal): Promise<ProfileMetadata> {
  return ProfileMetadataSchema.parse(await apiFetch<unknown>('/profile/metadata', { signal }));
}

export function profileMetadataQueryOptions() {
  return queryOptions({
    queryKey: ['profile-metadata'],
    queryFn: ({ signal }) => getProfileMetadata(signal),
    staleTime: 10 * 60 * 1000,
  });
}

/** Spec §8: a failed load leaves the selects empty; the fields are optional. */
export function useProfileMetadata() {
  return useQuery(profileMetadataQueryOptions());
}
