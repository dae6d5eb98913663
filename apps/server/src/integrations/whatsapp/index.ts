import { defineServerPlatform } from '../platform.ts';
import { metaWebhook } from '../meta/webhooks.ts';
import { whatsappOAuth } from './oauth.ts';
import { whatsappAdapter } from './sync.ts';
import { whatsappItems } from './webhooks.ts';

export const whatsappPlatform = defineServerPlatform({
  id: 'whatsapp',
  adapter: whatsappAdapter,
  oauth: whatsappOAuth,
  poll: 'hourly',
  webhook: metaWebhook('whatsapp', (change) => {
    const read = whatsappItems(change);
    return read ? { account: read.phoneNumberId, items: read.items } : null;
  }),
});
