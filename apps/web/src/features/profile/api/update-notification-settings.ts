import {
  OwnProfileSchema,
  type NotificationSettings,
  type OwnProfile,
  type UpdateOwnProfileRequest,
} from '@outbreak-watch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { followKeys } from '../../../lib/follows-api';
import { useSession } from '../../../lib/session';
import { PROFILE_UNREADABLE_MESSAGE } from '../profile-error';
import { ownProfileQueryOptions } from './get-own-profile';

/** `PUT /api/profile/me` with all the settings; answers the updated own profile. */
export async function updateNotificationSettings(settings: NotificationSettings): Promise<OwnProfile> {
  const request: UpdateOwnProfileRequest = { notification_settings: settings };
  const body = await apiFetch<unknown>('/profile/me', { method: 'PUT', body: JSON.stringify(request) });
  const parsed = OwnProfileSchema.safeParse(body);
  if (!parsed.success) throw new Error(PROFILE_UNREADABLE_MESSAGE);
  return parsed.data;
}

/** Saves the settings and puts the server's answer straight into the own-profile cache. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions(user?.id ?? null).queryKey, profile);
    },
    // The regions are region follows: the follow buttons and the list of follows show them too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.all }),
  });
}
