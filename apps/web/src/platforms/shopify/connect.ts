import type { PlatformConnectGuide } from '../types';

export const shopifyConnect: PlatformConnectGuide = {
  id: 'shopify',
  setupGuide:
    "Install Bizamply from your Shopify admin: the install link connects your store when you sign up. If you skipped it, press Connect, enter your store's .myshopify.com domain and approve Bizamply on Shopify.",
};
