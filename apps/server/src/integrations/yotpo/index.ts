import { deliveryHash } from '../signatures.ts';
import { defineServerPlatform } from '../platform.ts';
import { header, webhookJson } from '../webhook-read.ts';
import { yotpoOAuth } from './oauth.ts';
import { yotpoAdapter, yotpoWebhookToken } from './sync.ts';
import { parseYotpoWebhook, verifyYotpoWebhook } from './webhooks.ts';

export const yotpoPlatform = defineServerPlatform({
  id: 'yotpo',
  adapter: yotpoAdapter,
  oauth: yotpoOAuth,
  poll: 'frequent',
  popupPath: '/integration/yotpo/auth',
  describeConnection: (connection) => ({ app_key: connection.externalId }),
  webhook: {
    // Yotpo does not sign deliveries: our webhook URL carries a secret token per app key.
    read(deps, request) {
      let delivery: ReturnType<typeof parseYotpoWebhook>;
      try {
        delivery = parseYotpoWebhook(webhookJson(request.raw));
      } catch {
        // Without a readable app key there is no token to check it against: refuse like a bad signature.
        return 'unauthorized';
      }
      const token = request.query['token'];
      if (!verifyYotpoWebhook(typeof token === 'string' ? token : undefined, yotpoWebhookToken(deps, delivery.appKey)))
        return 'unauthorized';
      return {
        platform: 'yotpo',
        deliveryId: header(request, 'eventid') ?? deliveryHash(request.raw),
        topic: delivery.event,
        fetch: [{ account: delivery.appKey, externalId: delivery.reviewId }],
      };
    },
  },
});
