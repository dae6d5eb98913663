import { AVATAR_FIELD, type ChangePasswordInput, type ProfileUpdate } from '@bizamply/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/components/session-context';
import { api } from '@/lib/endpoints';

/** GET /api/profile (spec 3 §7), under the profile's one key (the Settings page reads the same query). */
export function useProfile() {
  return useQuery({ ...api.profile.get.queryOptions(), select: (response) => response.data });
}

/** PUT /api/profile: the saved profile replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.profile.update({ body }),
    onSuccess: (response) => {
      queryClient.setQueryData(api.profile.get.queryOptions().queryKey, { success: true, data: response.data });
      // The top bar's name and initials come from the session's user: read it again (best effort).
      refreshUser().catch(() => undefined);
    },
  });
}

/** POST /api/profile/change-password; a wrong current password is an answer, not a lost session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.profile.changePassword({ body }, { keepSessionOn401: true }),
  });
}

/** POST /api/profile/upload-avatar (multipart, field avatar). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(AVATAR_FIELD, file);
      return api.profile.uploadAvatar({ body: form });
    },
    onSuccess: (response) => {
      queryClient.setQueryData(api.profile.get.queryOptions().queryKey, (cached) =>
        cached ? { ...cached, data: { ...cached.data, profilePic: response.data.profilePic } } : cached,
      );
      // The top bar's picture comes from the session's user: read it again (best effort).
      refreshUser().catch(() => undefined);
    },
  });
}
