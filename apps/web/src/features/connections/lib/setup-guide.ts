import type { PagePlatform } from '../api/connections';

/**
 * The help card's Setup Guide (spec 3 names the button, not its content): what each platform needs before
 * Connect works, in the page's card order. Each line says what the merchant does, not how we do it.
 */
export const SETUP_GUIDE: Record<PagePlatform, string> = {
  shopify:
    "Install Bizamply from your Shopify admin: the install link connects your store when you sign up. If you skipped it, press Connect, enter your store's .myshopify.com domain and approve Bizamply on Shopify.",
  judgeme:
    'Connect Shopify first: Judge.me uses your Shopify store. Press Connect, sign in to Judge.me and approve. Each brand uses one review platform: Judge.me or Yotpo.',
  yotpo:
    'Press Connect and approve Bizamply in your Yotpo account. Each brand uses one review platform: Yotpo or Judge.me.',
  instagram:
    'Use an Instagram professional account (business or creator). Press Connect and sign in with Instagram to allow reading and answering comments.',
  facebook:
    'Press Connect and sign in with Facebook as someone who manages your Page. The first Page you manage is connected; a reconnect keeps the same Page.',
  tiktok: 'Press Connect and sign in with your TikTok business account to allow reading and answering comments.',
  whatsapp:
    'Press Connect, sign in with Facebook and choose your WhatsApp Business account: its first phone number is connected. You can answer a customer within 24 hours of their last message.',
  google:
    'Press Connect and sign in with a Google account that can view your GA4 property (Viewer or above). The first property you can view is connected; a reconnect keeps the same property.',
};

export const NEEDS_ATTENTION_GUIDE =
  'A platform that stops accepting our access (a changed password, a removed app, an expired token) shows "Needs attention". Press Reconnect and approve again: nothing is lost, and reviews and comments missed meanwhile are read again without duplicates.';
