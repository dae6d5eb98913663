import { META_FAULTS } from '../common/meta.ts';
import { defineSimulatorPlatform } from '../common/platform.ts';
import { DEMO_ACCOUNTS } from '../store/demo.ts';
import { whatsappControl } from './data.ts';
import { whatsappRoutes } from './routes.ts';

export const whatsappSimulator = defineSimulatorPlatform({
  id: 'whatsapp',
  segment: 'whatsapp',
  routes: whatsappRoutes,
  control: whatsappControl,
  faults: META_FAULTS,
  demoSubscriptions: () => DEMO_ACCOUNTS.whatsapp.map((entry) => ({ account: entry.waba, topic: 'messages' })),
});
