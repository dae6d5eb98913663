import { deliveryHash } from '../signatures.ts';
import { defineServerPlatform } from '../platform.ts';
import { guarded, header, webhookJson } from '../webhook-read.ts';
import { judgemeOAuth } from './oauth.ts';
import { judgemeAdapter } from './sync.ts';
import { parseJudgemeWebhook, verifyJudgemeWebhook } from './webhooks.ts';

export const judgemePlatform = defineServerPlatform({
  id: 'judgeme',
  adapter: judgemeAdapter,
  oauth: judgemeOAuth,
  poll: 'hourly',
  popupPath: '/integration/judgeme/',
  describeConnection: (connection) => ({ shop: connection.externalId }),
  webhook: {
    read({ settings }, request) {
      const secret = settings.judgeme.keys?.clientSecret;
      if (!secret || !verifyJudgemeWebhook(request.raw, header(request, 'judgeme-hmac-sha256'), secret))
        return 'unauthorized';
      return guarded(() => {
        const delivery = parseJudgemeWebhook(webhookJson(request.raw));
        return {
          platform: 'judgeme',
          deliveryId: deliveryHash(request.raw),
          topic: delivery.event,
          items: delivery.item ? [{ account: delivery.shop, items: [delivery.item] }] : [],
        };
      });
    },
  },
});
