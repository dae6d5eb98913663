import type { PlatformConnectGuide } from '../types';

export const whatsappConnect: PlatformConnectGuide = {
  id: 'whatsapp',
  setupGuide:
    'Press Connect, sign in with Facebook and choose your WhatsApp Business account: its first phone number is connected. You can answer a customer within 24 hours of their last message.',
};
