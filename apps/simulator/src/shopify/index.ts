import type { SimulatorContext } from '../common/context.ts';
import { defineSimulatorPlatform } from '../common/platform.ts';
import { DEMO_ACCOUNTS } from '../store/demo.ts';
import { shopifyControl } from './control.ts';
import { shopProducts } from './data.ts';
import { shopifyDiscountsControl } from './discounts.ts';
import { shopifyRoutes } from './routes.ts';
import { ShopifyBuckets } from './throttle.ts';

/** One leaky-bucket book per simulator instance, shared by the API routes and the control API. */
const bucketBooks = new WeakMap<SimulatorContext, ShopifyBuckets>();
const bucketsOf = (context: SimulatorContext) => {
  const buckets = bucketBooks.get(context) ?? new ShopifyBuckets();
  bucketBooks.set(context, buckets);
  return buckets;
};

export const shopifySimulator = defineSimulatorPlatform({
  id: 'shopify',
  segment: 'shopify',
  routes: (context) => shopifyRoutes(context, bucketsOf(context)),
  control(app, context) {
    shopifyControl(app, context, bucketsOf(context));
    shopifyDiscountsControl(app, context);
  },
  countItems: async (context, account) => (await shopProducts(context, account)).length,
  faults: {
    rate_limit: {
      status: 429,
      body: {
        errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
      },
    },
    expired_token: {
      status: 401,
      body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
    },
  },
  demoSubscriptions: () =>
    DEMO_ACCOUNTS.shopify.flatMap((entry) =>
      ['products/create', 'products/update', 'app/uninstalled'].map((topic) => ({ account: entry.account, topic })),
    ),
});
