import { defineServerPlatform } from '../platform.ts';
import { googleBusinessHosts } from './client.ts';
import { googleBusinessOAuth } from './oauth.ts';
import { googleBusinessAdapter } from './sync.ts';
import { googleBusinessSettings } from './settings.ts';
import { readGoogleBusinessPush } from './webhooks.ts';
import { webhookJson } from '../webhook-read.ts';

/**
 * Google Business Profile reviews: OAuth consent listing the person's locations, reviews polled every few
 * minutes behind Pub/Sub pushes of NEW_REVIEW / UPDATED_REVIEW (a hint: the review is read back).
 */
export const googleBusinessPlatform = defineServerPlatform({
  id: 'google_business',
  adapter: googleBusinessAdapter,
  oauth: googleBusinessOAuth,
  poll: 'frequent',
  settings: googleBusinessSettings,
  describeConnection: (connection) => ({ accountName: connection.displayName ?? connection.externalId }),
  webhook: {
    read(deps, request) {
      const token = request.query['token'];
      const read = readGoogleBusinessPush(
        webhookJson(request.raw),
        typeof token === 'string' ? token : undefined,
        googleBusinessHosts(deps).pushToken,
      );
      return typeof read === 'string' ? read : { platform: 'google_business', ...read };
    },
  },
});
