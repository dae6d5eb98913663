import { deliveryHash } from '../signatures.ts';
import { defineServerPlatform } from '../platform.ts';
import { guarded, header, webhookJson } from '../webhook-read.ts';
import { shopifyOAuth } from './oauth.ts';
import { shopifyAdapter } from './sync.ts';
import { parseShopifyWebhook, verifyShopifyWebhook } from './webhooks.ts';

export const shopifyPlatform = defineServerPlatform({
  id: 'shopify',
  adapter: shopifyAdapter,
  oauth: shopifyOAuth,
  poll: 'hourly',
  popupPath: '/integration/shopify/',
  describeConnection: (connection) => ({ shop: connection.externalId }),
  webhook: {
    read({ settings }, request) {
      const secret = settings.shopify.keys?.clientSecret;
      const signature = header(request, 'x-shopify-hmac-sha256') ?? header(request, 'shopify-hmac-sha256');
      if (!secret || !verifyShopifyWebhook(request.raw, signature, secret)) return 'unauthorized';
      const topic = header(request, 'x-shopify-topic') ?? header(request, 'shopify-topic') ?? '';
      const shop = header(request, 'x-shopify-shop-domain') ?? header(request, 'shopify-shop-domain') ?? '';
      const deliveryId =
        header(request, 'x-shopify-webhook-id') ?? header(request, 'x-shopify-event-id') ?? deliveryHash(request.raw);
      return guarded(() => {
        const event = parseShopifyWebhook(topic, webhookJson(request.raw), settings.shopify.shopBase(shop));
        return {
          platform: 'shopify',
          deliveryId,
          topic,
          ...(event.kind === 'product' ? { products: [{ account: shop, items: [event.product] }] } : {}),
          ...(event.kind === 'uninstalled'
            ? { revoked: [{ account: shop, reason: 'Bizamply was uninstalled from the Shopify store' }] }
            : {}),
        };
      });
    },
  },
});
