import type { PlatformConnectGuide } from '../types';

export const googleConnect: PlatformConnectGuide = {
  id: 'google',
  setupGuide:
    'Press Connect and sign in with a Google account that can view your GA4 property (Viewer or above). The first property you can view is connected; a reconnect keeps the same property.',
};
