import type { PlatformConnectGuide } from '../types';

export const instagramConnect: PlatformConnectGuide = {
  id: 'instagram',
  setupGuide:
    'Use an Instagram professional account (business or creator). Press Connect and sign in with Instagram to allow reading and answering comments.',
};
