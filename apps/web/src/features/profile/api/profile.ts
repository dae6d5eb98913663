import {
  avatarResponseSchema,
  AVATAR_FIELD,
  profileResponseSchema,
  profileUpdateResponseSchema,
  simpleSuccessSchema,
  type ChangePasswordInput,
  type Profile,
  type ProfileUpdate,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/components/session-context';
import { apiClient } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /backend/api/profile (spec 3 §7). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await apiClient.get('/backend/api/profile', { schema: profileResponseSchema, signal });
  return data;
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

/** PUT /backend/api/profile: the saved profile replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiClient.put('/backend/api/profile', body, { schema: profileUpdateResponseSchema }),
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey, response.data);
      // The top bar's name and initials come from the session's user: read it again (best effort).
      refreshUser().catch(() => undefined);
    },
  });
}

/** POST /backend/api/profile/change-password; a wrong current password is an answer, not a lost session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiClient.post('/backend/api/profile/change-password', body, {
        schema: simpleSuccessSchema,
        keepSessionOn401: true,
      }),
  });
}

/** POST /backend/api/profile/upload-avatar (multipart, field avatar). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(AVATAR_FIELD, file);
      return apiClient.post('/backend/api/profile/upload-avatar', form, { schema: avatarResponseSchema });
    },
    onSuccess: (response) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, profilePic: response.data.profilePic } : profile,
      );
      // The top bar's picture comes from the session's user: read it again (best effort).
      refreshUser().catch(() => undefined);
    },
  });
}
