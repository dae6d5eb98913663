import { defineServerPlatform } from '../platform.ts';
import { googleOAuth } from './oauth.ts';
import { googleAdapter } from './sync.ts';

/** Google Analytics 4: no webhooks, polled. */
export const googlePlatform = defineServerPlatform({
  id: 'google',
  adapter: googleAdapter,
  oauth: googleOAuth,
  poll: 'frequent',
  describeConnection: (connection) => ({
    propertyName: connection.displayName ?? `GA4 property ${connection.externalId}`,
  }),
});
