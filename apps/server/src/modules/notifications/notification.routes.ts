import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentNotificationsResponseSchema } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { recentNotifications } from './notification.service.ts';

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/comments/notifications/recent',
    {
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        summary: "The bell: the selected brand's items received in the last 24 hours (at most 20)",
        response: { 200: recentNotificationsResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const notifications = await recentNotifications(db, { accountId: principal.accountId, brandId });
      return { success: true as const, notifications };
    },
  );
};
