import { LIVE_PATH } from '../live.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Live updates (issue 19): a Server-Sent Events stream, read by the SPA with fetch (the bearer header, so no
 * token travels in the URL), scoped to the brand of X-Brand-Id.
 */
export const liveEndpoints = defineEndpointGroup('live', {
  stream: defineEndpoint({
    method: 'GET',
    path: LIVE_PATH,
    auth: 'user',
    summary:
      'Live updates (text/event-stream): `change` {kind: items|replies|credits|connections, brandId}, `resync`, `end`; heartbeat comments every 25 s',
    answer: { kind: 'event-stream' },
  }),
});
