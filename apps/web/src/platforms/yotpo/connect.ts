import type { PlatformConnectGuide } from '../types';

export const yotpoConnect: PlatformConnectGuide = {
  id: 'yotpo',
  setupGuide:
    'Press Connect and approve Bizamply in your Yotpo account. Each brand uses one review platform: Yotpo or Judge.me.',
};
