import type { PlatformConnectGuide } from '../types';

export const judgemeConnect: PlatformConnectGuide = {
  id: 'judgeme',
  setupGuide:
    'Connect Shopify first: Judge.me uses your Shopify store. Press Connect, sign in to Judge.me and approve. Each brand uses one review platform: Judge.me or Yotpo.',
};
