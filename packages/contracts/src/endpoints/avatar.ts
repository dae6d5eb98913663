import { avatarResponseSchema } from '../profile.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Profile › the picture upload (multipart, field `avatar`); the same `profile` group on the web. The picture's
 * bytes (`GET /api/profile/avatar/:userId`, image/*, ETag and 304) are not a JSON endpoint and stay by hand.
 */
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
});
