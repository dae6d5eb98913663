import { defineServerPlatform } from '../platform.ts';
import { metaWebhook } from '../meta/webhooks.ts';
import { facebookOAuth } from './oauth.ts';
import { facebookAdapter } from './sync.ts';
import { facebookItem } from './webhooks.ts';

export const facebookPlatform = defineServerPlatform({
  id: 'facebook',
  adapter: facebookAdapter,
  oauth: facebookOAuth,
  poll: 'hourly',
  describeConnection: (connection) => ({ PageName: connection.displayName ?? connection.externalId }),
  webhook: metaWebhook('facebook', (change) => {
    const item = facebookItem(change);
    return item ? { account: change.accountId, items: [item] } : null;
  }),
});
