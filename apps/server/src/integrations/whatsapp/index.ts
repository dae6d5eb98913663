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
  popupPath: '/integration/whatsapp/',
  describeConnection: ({ metadata, displayName }) => ({
    whatsappBusinessAccounts:
      typeof metadata['whatsappBusinessAccounts'] === 'number' ? metadata['whatsappBusinessAccounts'] : 1,
    username: typeof metadata['displayPhone'] === 'string' ? metadata['displayPhone'] : (displayName ?? undefined),
  }),
  webhook: metaWebhook('whatsapp', (change) => {
    const read = whatsappItems(change);
    return read ? { account: read.phoneNumberId, items: read.items } : null;
  }),
});
