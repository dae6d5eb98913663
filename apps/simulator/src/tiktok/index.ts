import { defineSimulatorPlatform } from '../common/platform.ts';
import { resolveAlias } from '../store/demo.ts';
import { tiktokComments, tiktokControl, tiktokVideos } from './data.ts';
import { tiktokRoutes } from './routes.ts';

export const tiktokSimulator = defineSimulatorPlatform({
  id: 'tiktok',
  segment: 'tiktok',
  routes: tiktokRoutes,
  control: tiktokControl,
  async countItems(context, key) {
    const business = resolveAlias('tiktok', key);
    let total = 0;
    for (const video of tiktokVideos(business))
      total += (await tiktokComments(context, business, video.item_id))?.length ?? 0;
    return total;
  },
  faults: {
    rate_limit: { status: 429, body: { code: 40100, message: 'Too many requests', request_id: 'sim', data: {} } },
    expired_token: {
      status: 401,
      body: { code: 40105, message: 'The access token is invalid or has expired.', request_id: 'sim', data: {} },
    },
  },
  startTokens: (context) => [{ account: '*', kind: 'system', token: context.operator.tiktokAccessToken }],
  demoSubscriptions: () => [{ account: '*', topic: 'COMMENT' }],
});
