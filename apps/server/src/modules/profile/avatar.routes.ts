import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_FIELD, AVATAR_TYPES, PROFILE_LIMITS, PROFILE_MESSAGES, avatarEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { findAvatar } from './avatar.queries.ts';
import { saveAvatar } from './avatar.service.ts';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.fileTooLarge);
const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/** POST /api/profile/upload-avatar (multipart, field avatar) and the picture's public address, from their definitions. */
export const avatarRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: PROFILE_LIMITS.avatarBytes, files: 1, fields: 0, parts: 2 } });

  registerEndpoints(app, avatarEndpoints, {
    uploadAvatar: async ({ principal, request }) => {
      if (!request.isMultipart()) throw badRequest(PROFILE_MESSAGES.noFileSelected);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== AVATAR_FIELD) throw badRequest(PROFILE_MESSAGES.noFileSelected);
        if (!(AVATAR_TYPES as readonly string[]).includes(file.mimetype)) {
          file.file.resume();
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.fileType);
        }
        data = await file.toBuffer();
      } catch (error) {
        if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
        if (isCode(error, 'FST_FILES_LIMIT') || isCode(error, 'FST_PARTS_LIMIT')) {
          throw badRequest(PROFILE_MESSAGES.noFileSelected);
        }
        throw error;
      }
      if (data.length === 0) throw badRequest(PROFILE_MESSAGES.noFileSelected);
      const profilePic = await saveAvatar(db, principal, data);
      return { success: true as const, message: PROFILE_MESSAGES.avatarUpdated, data: { profilePic } };
    },
    // The picture's bytes (image/*, ETag and 304).
    avatar: async ({ params, query, request, reply }) => {
      const avatar = await findAvatar(db, params.userId);
      if (!avatar) throw notFound();
      const etag = `"${avatar.sha256}"`;
      const versioned = query.v !== undefined && avatar.sha256.startsWith(query.v);
      reply
        .header('etag', etag)
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, no-cache')
        .header('cross-origin-resource-policy', 'same-site');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(avatar.contentType).send(avatar.data);
    },
  });
};
