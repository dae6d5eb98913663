import { META_FAULTS } from '../common/meta.ts';
import { defineSimulatorPlatform } from '../common/platform.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import { igComments, igMedia, igUsername, instagramControl } from './data.ts';
import { instagramRoutes } from './routes.ts';

export const instagramSimulator = defineSimulatorPlatform({
  id: 'instagram',
  segment: 'instagram',
  routes: instagramRoutes,
  control: instagramControl,
  async countItems(context, key) {
    const account = resolveAlias('instagram', key);
    let total = 0;
    for (const media of igMedia(account, await igUsername(context, account))) {
      total += (await igComments(context, account, media)).length;
    }
    return total;
  },
  faults: META_FAULTS,
  demoSubscriptions: () => DEMO_ACCOUNTS.instagram.map((entry) => ({ account: entry.account, topic: 'comments' })),
});
