import { META_FAULTS } from '../common/meta.ts';
import { defineSimulatorPlatform } from '../common/platform.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import { facebookControl, fbComments, fbPosts } from './data.ts';
import { facebookRoutes } from './routes.ts';

export const facebookSimulator = defineSimulatorPlatform({
  id: 'facebook',
  segment: 'facebook',
  routes: facebookRoutes,
  control: facebookControl,
  async countItems(context, key) {
    const page = resolveAlias('facebook', key);
    let total = 0;
    for (const post of fbPosts(page)) total += (await fbComments(context, page, post)).length;
    return total;
  },
  faults: META_FAULTS,
  startTokens: (context) => [{ account: '*', kind: 'system', token: context.operator.metaSystemUserToken }],
  demoSubscriptions: () => DEMO_ACCOUNTS.facebook.map((entry) => ({ account: entry.account, topic: 'feed' })),
});
