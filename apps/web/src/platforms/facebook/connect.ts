import type { PlatformConnectGuide } from '../types';

export const facebookConnect: PlatformConnectGuide = {
  id: 'facebook',
  setupGuide:
    'Press Connect and sign in with Facebook as someone who manages your Page. The first Page you manage is connected; a reconnect keeps the same Page.',
};
