import { z } from 'zod';
import { platformSchema } from './platforms.ts';

/**
 * App credentials the simulator and the server share in PLATFORM_MODE=simulator (never used live).
 * The server's *_CLIENT_ID / *_CLIENT_SECRET settings default to these; the server passes its actual
 * values to the simulator, so overriding one side keeps both in agreement.
 */
export const SIMULATOR_APP_CREDENTIALS = {
  shopify: { clientId: 'sim-shopify-client', clientSecret: 'sim-shopify-secret' },
  judgeme: { clientId: 'sim-judgeme-client', clientSecret: 'sim-judgeme-secret' },
  yotpo: { clientId: 'sim-yotpo-client', clientSecret: 'sim-yotpo-secret' },
  instagram: { clientId: 'sim-instagram-client', clientSecret: 'sim-instagram-secret' },
  meta: { clientId: '100000000000001', clientSecret: 'sim-meta-app-secret' },
  tiktok: { clientId: 'sim-tiktok-app', clientSecret: 'sim-tiktok-secret' },
  google: { clientId: 'bizamply-ga4@sim-project.iam.gserviceaccount.com', clientSecret: '' },
} as const;
export type SimulatorCredentials = {
  [K in keyof typeof SIMULATOR_APP_CREDENTIALS]: { clientId: string; clientSecret: string };
};

/** Operator-level tokens in simulator mode (Meta system user, TikTok Business Center). */
export const SIMULATOR_OPERATOR = {
  metaSystemUserToken: 'sim-meta-system-user-token',
  metaVerifyToken: 'sim-meta-verify-token',
  tiktokAccessToken: 'sim-tiktok-bc-token',
  tiktokBusinessCenterId: '7000000000000000001',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Shared flags of every control-API item: emit the platform's webhook, and optionally twice. */
const emitFlags = {
  emitWebhook: z.boolean().default(true),
  deliverTwice: z.boolean().default(false),
};

export const simReviewInputSchema = z
  .object({
    /** Judge.me: the shop domain. Yotpo: the app key (or the shop domain it belongs to). */
    shop: text(255),
    rating: z.number().int().min(1).max(5).default(5),
    title: z.string().max(200).default(''),
    body: text(5000),
    reviewerName: text(120).default('Sam Shopper'),
    reviewerEmail: z.email().max(320).default('sam.shopper@example.com'),
    productExternalId: z.string().max(100).optional(),
    /** Judge.me only (Yotpo's reviews carry no phone): the reviewer's number as they typed it. */
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{6,24}$/)
      .optional(),
    ...emitFlags,
  })
  .strict();
export type SimReviewInput = z.infer<typeof simReviewInputSchema>;

export const simCommentInputSchema = z
  .object({
    /** Instagram: the IG user id; Facebook: the Page id; TikTok: the business id or @handle. */
    account: text(100),
    /** The media / post / video id; the account's newest one when absent. */
    parentId: z.string().max(100).optional(),
    text: text(2200),
    username: text(100).default('sam.shopper'),
    ...emitFlags,
  })
  .strict();
export type SimCommentInput = z.infer<typeof simCommentInputSchema>;

export const simWhatsappMessageInputSchema = z
  .object({
    phoneNumberId: text(40),
    from: z.string().regex(/^\d{6,15}$/),
    name: text(120).default('Sam Shopper'),
    text: text(4096),
    ...emitFlags,
  })
  .strict();

export const simProductInputSchema = z.object({ shop: text(255), title: text(255), ...emitFlags }).strict();

export const simReplyLogEntrySchema = z.object({
  id: z.number().int(),
  platform: platformSchema,
  account: z.string(),
  targetId: z.string(),
  message: z.string(),
  replyId: z.string(),
  receivedAt: z.string(),
});
export type SimReplyLogEntry = z.infer<typeof simReplyLogEntrySchema>;

export const simRepliesResponseSchema = z.object({ replies: z.array(simReplyLogEntrySchema) });

/** One webhook the simulator sent, as the control API reports it. */
export const simWebhookResultSchema = z.object({ url: z.string(), status: z.number().int() });
export type SimWebhookResult = z.infer<typeof simWebhookResultSchema>;

/**
 * The demo brands' accounts on the simulated platforms, by the seed's brand index (0 = Northwind Coffee,
 * 1 = Lumen Skincare). The simulator serves these ids; the seed can store them as connection external ids
 * so webhooks find the demo connections (the seed's older `instagram-1`-style ids remain aliases).
 */
export const DEMO_PLATFORM_IDS: Partial<
  Record<'instagram' | 'facebook' | 'tiktok' | 'whatsapp' | 'yotpo' | 'google', string>
>[] = [
  {
    instagram: '17841400000000001',
    facebook: '104857600000001',
    tiktok: '-000northwindcoffee',
    whatsapp: '109000000000001',
  },
  { instagram: '17841400000000002', yotpo: 'LuMeNyOtPoApPkEy000000000000000000000001', google: '123456789' },
];
