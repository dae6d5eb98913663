import { z } from 'zod';
import { avatarResponseSchema } from '../profile.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Profile › the picture upload (multipart, field `avatar`) and its bytes; the same `profile` group on the web. */
export const avatarEndpoints = defineEndpointGroup('profile', {
  uploadAvatar: defineEndpoint({
    method: 'POST',
    path: '/api/profile/upload-avatar',
    auth: 'user',
    summary: 'Upload a profile picture (JPEG, PNG, GIF or WebP, at most 5 MB)',
    multipart: true,
    response: avatarResponseSchema,
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  /** The picture's bytes (image/*, ETag and 304), at the address the profile's `profilePic` names. */
  avatar: defineEndpoint({
    method: 'GET',
    path: '/api/profile/avatar/:userId',
    auth: 'public',
    summary: "A user's profile picture (cacheable; the address changes with the picture)",
    params: z.object({ userId: z.uuid() }),
    query: z.object({ v: z.string().max(64).optional() }),
    answer: { kind: 'bytes' },
  }),
});
