import { defineServerPlatform } from '../platform.ts';
import { metaWebhook } from '../meta/webhooks.ts';
import { instagramOAuth } from './oauth.ts';
import { instagramAdapter } from './sync.ts';
import { instagramItems } from './webhooks.ts';

export const instagramPlatform = defineServerPlatform({
  id: 'instagram',
  adapter: instagramAdapter,
  oauth: instagramOAuth,
  poll: 'hourly',
  describeConnection: (connection) => ({ username: connection.displayName ?? connection.externalId }),
  // Instagram Login apps sign with their own secret; Facebook Login apps with the Meta app's.
  webhook: metaWebhook(
    'instagram',
    (change) => {
      const item = instagramItems(change);
      return item ? { account: change.accountId, items: [item] } : null;
    },
    (deps) => deps.settings.instagram.keys?.clientSecret,
  ),
});
