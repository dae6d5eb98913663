import { deliveryHash } from '../signatures.ts';
import { defineServerPlatform } from '../platform.ts';
import { guarded, header, webhookJson } from '../webhook-read.ts';
import { tiktokOAuth } from './oauth.ts';
import { tiktokAdapter } from './sync.ts';
import { parseTikTokWebhook, verifyTikTokWebhook } from './webhooks.ts';

export const tiktokPlatform = defineServerPlatform({
  id: 'tiktok',
  adapter: tiktokAdapter,
  oauth: tiktokOAuth,
  poll: 'frequent',
  describeConnection: (connection) => ({ username: connection.displayName ?? connection.externalId }),
  webhook: {
    // A thin hint: the comment is read back from the platform before it is stored.
    read({ settings }, request) {
      const secret = settings.tiktok.keys?.clientSecret;
      if (!secret || !verifyTikTokWebhook(request.raw, header(request, 'tiktok-signature'), secret))
        return 'unauthorized';
      return guarded(() => {
        const event = parseTikTokWebhook(webhookJson(request.raw));
        const wanted = event.comment_action === 'insert' || event.comment_action === 'set_to_public';
        return {
          platform: 'tiktok',
          deliveryId: deliveryHash(request.raw),
          topic: `${event.event}:${event.comment_action}`,
          fetch: wanted ? [{ account: event.businessId, externalId: event.comment_id, parentId: event.video_id }] : [],
        };
      });
    },
  },
});
