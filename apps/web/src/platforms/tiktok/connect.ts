import type { PlatformConnectGuide } from '../types';

export const tiktokConnect: PlatformConnectGuide = {
  id: 'tiktok',
  setupGuide: 'Press Connect and sign in with your TikTok business account to allow reading and answering comments.',
};
