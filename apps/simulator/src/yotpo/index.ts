import { defineSimulatorPlatform } from '../common/platform.ts';
import { resolveAlias } from '../store/demo.ts';
import { yotpoControl, yotpoReviews } from './data.ts';
import { yotpoRoutes } from './routes.ts';

export const yotpoSimulator = defineSimulatorPlatform({
  id: 'yotpo',
  segment: 'yotpo',
  routes: yotpoRoutes,
  control: yotpoControl,
  countItems: async (context, account) => (await yotpoReviews(context, resolveAlias('yotpo', account))).length,
});
