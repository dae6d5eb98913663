import { notificationEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { recentNotifications } from './notification.service.ts';

export const notificationRoutes = endpointRoutes(notificationEndpoints, ({ db }: { db: Database }) => ({
  recent: async ({ scope }) => ({ success: true as const, notifications: await recentNotifications(db, scope) }),
}));
