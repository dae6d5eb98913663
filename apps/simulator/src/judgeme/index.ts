import { defineSimulatorPlatform } from '../common/platform.ts';
import { DEMO_ACCOUNTS } from '../store/demo.ts';
import { judgemeControl, judgemeReviews } from './data.ts';
import { judgemeRoutes } from './routes.ts';

export const judgemeSimulator = defineSimulatorPlatform({
  id: 'judgeme',
  segment: 'judgeme',
  routes: judgemeRoutes,
  control: judgemeControl,
  countItems: async (context, account) => (await judgemeReviews(context, account)).length,
  demoSubscriptions: () => DEMO_ACCOUNTS.judgeme.map((entry) => ({ account: entry.account, topic: 'review/created' })),
});
