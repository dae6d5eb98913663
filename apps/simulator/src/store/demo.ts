import { DEMO_PLATFORM_IDS } from '@bizamply/contracts';

/**
 * The demo account's platform side, lined up with the server's seed (apps/server/src/seed): the same shop
 * domains, product ids and titles, and the connection ids and tokens the seed stores, so a fresh start
 * shows one consistent world. The seed's placeholder ids ("instagram-1" ...) are aliases of real-looking ids.
 */
export { DEMO_SHOPS, type DemoShop } from '@bizamply/contracts';

/**
 * The person the demo account's owner is on the platforms (the demo login, demo@bizamply.test): the demo's
 * Facebook Page and GA4 property are managed by this simulated user, so its consent lists them and nobody
 * else's does (issue 13). On TikTok one login is one account: the demo signs in as @northwindcoffee.
 */
export const DEMO_PLATFORM_USER = 'demo@bizamply.test';

/** Platform accounts of the demo brands: real-looking ids, the seed's aliases and its tokens. */
export const DEMO_ACCOUNTS = {
  shopify: [
    { account: 'northwind-coffee.myshopify.com', tokens: ['sim_shopify_1', 'shpat_demo_simulator_token'] },
    { account: 'lumen-skincare.myshopify.com', tokens: ['sim_shopify_2'] },
  ],
  judgeme: [{ account: 'northwind-coffee.myshopify.com', tokens: ['sim_judgeme_1'] }],
  yotpo: [
    {
      account: DEMO_PLATFORM_IDS[1]?.yotpo ?? '',
      alias: 'lumen-skincare.myshopify.com',
      shop: 'lumen-skincare.myshopify.com',
      tokens: ['sim_yotpo_2'],
    },
  ],
  instagram: [
    {
      account: DEMO_PLATFORM_IDS[0]?.instagram ?? '',
      alias: 'instagram-1',
      username: 'northwindcoffee',
      tokens: ['sim_instagram_1'],
    },
    {
      account: DEMO_PLATFORM_IDS[1]?.instagram ?? '',
      alias: 'instagram-2',
      username: 'lumenskincare',
      tokens: ['sim_instagram_2'],
    },
  ],
  facebook: [
    {
      account: DEMO_PLATFORM_IDS[0]?.facebook ?? '',
      alias: 'facebook-1',
      name: 'Northwind Coffee',
      managers: [DEMO_PLATFORM_USER],
      tokens: ['sim_facebook_1'],
    },
  ],
  tiktok: [
    {
      account: DEMO_PLATFORM_IDS[0]?.tiktok ?? '',
      alias: 'tiktok-1',
      handle: 'northwindcoffee',
      tokens: ['sim_tiktok_1'],
    },
  ],
  whatsapp: [
    {
      account: DEMO_PLATFORM_IDS[0]?.whatsapp ?? '',
      alias: 'whatsapp-1',
      waba: '209000000000001',
      displayPhone: '15550001111',
      name: 'Northwind Coffee',
      tokens: ['sim_whatsapp_1'],
    },
  ],
  google: [
    {
      account: DEMO_PLATFORM_IDS[1]?.google ?? '',
      alias: 'google-2',
      name: 'Lumen Skincare – GA4',
      users: [DEMO_PLATFORM_USER],
      tokens: ['sim_google_2'],
    },
  ],
} as const;

type DemoPlatform = keyof typeof DEMO_ACCOUNTS;

/** Resolves a seed alias ("instagram-1") or a Yotpo shop domain to the account id it stands for. */
export function resolveAlias(platform: DemoPlatform, key: string): string {
  for (const entry of DEMO_ACCOUNTS[platform]) {
    if ('alias' in entry && entry.alias === key) return entry.account;
  }
  return key;
}
