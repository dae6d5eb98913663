import { recentNotificationsResponseSchema } from '../notifications.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** The shell's bell (spec 2 §8). */
export const notificationEndpoints = defineEndpointGroup('notifications', {
  recent: defineEndpoint({
    method: 'GET',
    path: '/api/comments/notifications/recent',
    auth: 'brand',
    summary: "The bell: the selected brand's items received in the last 24 hours (at most 20)",
    response: recentNotificationsResponseSchema,
  }),
});
