import { z } from 'zod';
import {
  PLATFORM_BY_ID,
  PLATFORM_KINDS,
  PLATFORM_LABELS,
  PLATFORMS,
  platformRecord,
  platformSchema,
  platformsWhere,
  type ConsentPlatform,
  type Platform,
} from './platforms.ts';

/**
 * Connections: spec 1 §2 step 2, §4 "Connection", §5 connection inputs, §7 integration calls; spec 3
 * "Platform Connections", "Manage Connections", §7 Connections. Spec text is exact; lines marked "ours"
 * are messages the spec does not fix (see docs/spec-deviations.md).
 */
export const SHOPIFY_DOMAIN_EXAMPLE = 'your-store.myshopify.com';

export const CONNECTION_MESSAGES = {
  // spec 1 §5 connection inputs
  shopifyDomainRequired: 'Please enter your Shopify domain',
  shopifyDomainInvalid: `Please enter a valid Shopify domain (e.g., ${SHOPIFY_DOMAIN_EXAMPLE})`,
  facebookPageIdRequired: 'Please enter your Facebook Page ID',
  facebookPageIdInvalid: 'Please enter a valid Facebook Page ID (15-16 digits)',
  tiktokHandleRequired: 'Please enter your TikTok handle',
  tiktokHandleInvalid: 'TikTok handle must start with @ (e.g., @yourbrand)',
  googlePropertyRequired: 'Please enter your Google Analytics Property ID',
  googlePropertyInvalid: 'Please enter a valid GA4 Property ID (e.g., GA4-XXXXXXXXX-1)',
  // spec 1 §2 step 2 and §4, §8
  selectBrandPlaceholder: 'Select a brand to connect services',
  selectBrand: 'Select Brand',
  loadingStatus: 'Loading connection status...',
  connect: 'Connect',
  connecting: 'Connecting...',
  connected: 'Connected',
  otherReviewConnected: '{other} Connected',
  chooseOne: '(Choose one)',
  connectedToast: '{service} connected successfully!',
  connectedForBrandToast: '{service} connected successfully for {brand}!',
  connectFailedToast: 'Failed to connect {service}: {message}',
  unknownError: 'Unknown error',
  networkFailed: 'Connection failed. Please try again.',
  // spec 3 Platform Connections / Manage Connections
  pageTitle: 'Platform Connections',
  notConnected: 'Not Connected',
  notAvailable: 'Not Available',
  remove: 'Remove',
  protected: 'Protected',
  autoConnected: 'Auto-Connected',
  moreConnections: '+{n} more connection(s)',
  selectBrandFirst: 'Please select a brand before connecting to platforms',
  noBrandSelected: 'No brand selected. Please select a brand first.',
  removeConfirm: 'Are you sure you want to remove the {platform} connection?',
  adminRemoveConfirm: 'Are you sure you want to remove the {platform} connection? This action cannot be undone.',
  removedSuccess: '{platform} connection removed successfully',
  failedToConnectTo: 'Failed to connect to {platform}',
  failedOauthUrl: 'Failed to get OAuth URL',
  failedRemove: 'Failed to remove connection',
  loadFailed: 'An error occurred while loading connections',
  accountNotAvailable: 'Not available',
  // ours
  shopifyProtected: 'Shopify connections cannot be removed because they are core to the platform.',
  shopifyAutoManaged:
    "Shopify is connected automatically when you sign up from your store's install link. Skipped it? Connect your store here.",
  judgemeNeedsShopify: 'Connect Shopify first: Judge.me uses your Shopify store domain.',
  reviewPlatformTaken: '{other} is already connected for this brand. Choose one review platform: Judge.me or Yotpo.',
  facebookPageNotFound: 'Facebook Page {pageId} was not found or has not given Bizamply access.',
  tiktokHandleNotFound: 'TikTok account {handle} was not found or has not given Bizamply access.',
  googlePropertyNotFound: 'Google Analytics property {propertyId} was not found or has not given Bizamply access.',
  accountNotListed: '{account} {value} was not found or has not given Bizamply access.',
  popupTicketInvalid: 'This connect link has expired. Close this window and click Connect again.',
  oauthStateInvalid: 'This authorization has expired or was already used. Close this window and try again.',
  oauthDenied: 'Authorization was cancelled.',
  popupConnected: 'Connected — you can close this window',
  needsReconnect: 'Reconnect needed: the platform no longer accepts our access. Please connect again.',
  platformNotConfigured: '{platform} is not configured on this server.',
  platformUnavailable: '{platform} could not be reached. Please try again.',
  // ours: issue 13 (a platform account belongs to one customer account; proof of control; browser binding)
  platformAccountTaken:
    'This {account} is already connected to another Bizamply account. Contact support if it is yours.',
  consentRequired: 'Continue with {platform} first, so we can check that you manage this {account}.',
  consentContinue: 'Continue with {platform}',
  consentWaiting: 'Waiting for {platform}...',
  consentIntro: 'Sign in with {platform} to confirm you manage the {account} you connect.',
  consentPick: 'Choose the {account} to connect, or type its ID below.',
  consentNoAccounts: 'This {platform} login manages no {account} that Bizamply can connect.',
  consentClosed: '{platform} sign-in was closed before it finished.',
  consentTakenBadge: 'Connected to another Bizamply account',
  consentAgain: 'Sign in with another {platform} account',
  popupConsented: 'Done — return to Bizamply to finish connecting.',
  // ours: issue 19 (one connections page for every service, health and reconnect, help card)
  reconnect: 'Reconnect',
  needsAttention: 'Needs attention',
  lastSuccess: 'Last success {time}',
  notSyncedYet: 'Not synced yet',
  lastErrorLabel: 'Last error:',
  tokenExpires: 'Access expires {date}',
  tokenExpired: 'Access expired {date}',
  helpTitle: 'Need help connecting?',
  helpDescription: 'Step-by-step instructions for every platform, or write to us and we will help you connect.',
  setupGuide: 'Setup Guide',
  contactSupport: 'Contact Support',
  setupGuideTitle: 'Setup Guide',
  setupGuideDescription: 'What each platform needs, and what to do when a connection needs attention.',
  supportSubject: 'Help with my Bizamply connections',
  shopifyConnectTitle: 'Connect your Shopify store',
  shopifyConnectDescription:
    "Enter your store's .myshopify.com domain. Shopify asks you to approve Bizamply, then you come back here.",
  oauthOtherBrowser:
    'This authorization was started in another browser. Close this window and click Connect again in the browser you use for Bizamply.',
} as const;

/**
 * What a platform calls the thing a connection is for, as used in the "already connected" message
 * ("This Facebook Page is already connected to another Bizamply account ...").
 */
export const PLATFORM_ACCOUNT_LABELS: Record<Platform, string> = platformRecord(
  (definition) => definition.accountLabel,
);

/** The "already connected to another Bizamply account" message for a platform. */
export const platformAccountTakenMessage = (platform: Platform) =>
  fillMessage(CONNECTION_MESSAGES.platformAccountTaken, { account: PLATFORM_ACCOUNT_LABELS[platform] });

export const SHOPIFY_DOMAIN_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.(myshopify\.com|shopify\.com)$/;
export const FACEBOOK_PAGE_ID_PATTERN = /^\d{15,16}$/;
export const TIKTOK_HANDLE_PATTERN = /^@[A-Za-z0-9._]{1,24}$/;
/**
 * Spec 1 §5 reads 'GA4-<letters/digits>-<digits>', but the middle part is a GA4 property id, which is always a
 * number: a value with letters there can never name a property, so the form refuses it with the spec's message
 * instead of letting the server answer a misleading 'not found' (issue 19; docs/spec-deviations.md).
 */
export const GA4_PROPERTY_PATTERN = /^GA4-\d{1,20}-\d{1,6}$/;

const uuidLike = z.string().trim().min(1).max(64);

/** Spec 1 §5: required message first, then the format message. */
const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, required);

export const shopifyDomainSchema = requiredText(CONNECTION_MESSAGES.shopifyDomainRequired, 255)
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, ''),
  )
  .refine((value) => SHOPIFY_DOMAIN_PATTERN.test(value), CONNECTION_MESSAGES.shopifyDomainInvalid);

export const facebookConnectBodySchema = z
  .object({
    brandId: uuidLike,
    pageId: requiredText(CONNECTION_MESSAGES.facebookPageIdRequired, 64).regex(
      FACEBOOK_PAGE_ID_PATTERN,
      CONNECTION_MESSAGES.facebookPageIdInvalid,
    ),
  })
  .strict();

export const tiktokConnectBodySchema = z
  .object({
    brandId: uuidLike,
    handle: requiredText(CONNECTION_MESSAGES.tiktokHandleRequired, 64)
      .refine((value) => value.startsWith('@'), CONNECTION_MESSAGES.tiktokHandleInvalid)
      .refine((value) => TIKTOK_HANDLE_PATTERN.test(value), CONNECTION_MESSAGES.tiktokHandleInvalid),
  })
  .strict();

export const googleConnectBodySchema = z
  .object({
    brandId: uuidLike,
    businessId: requiredText(CONNECTION_MESSAGES.googlePropertyRequired, 64).regex(
      GA4_PROPERTY_PATTERN,
      CONNECTION_MESSAGES.googlePropertyInvalid,
    ),
  })
  .strict();

export const checkConnectionBodySchema = z.object({ brandId: uuidLike }).strict();
export const onboardingCheckConnectionBodySchema = z
  .object({ serviceName: z.string().trim().min(1).max(50), brandId: uuidLike })
  .strict();

export const NEEDS_ATTENTION = ['reconnect'] as const;
export const needsAttentionSchema = z.enum(NEEDS_ATTENTION).nullable();

/** Spec 1 §7 status calls: `connected` is what the wizard reads; `needsAttention` drives "Reconnect". */
export const connectionStatusResponseSchema = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  needsAttention: needsAttentionSchema,
});
export type ConnectionStatusResponse = z.infer<typeof connectionStatusResponseSchema>;

export const connectionSummarySchema = z.object({
  platform: platformSchema,
  brandId: z.string(),
  externalId: z.string(),
  displayName: z.string().nullable(),
  connectedAt: z.string(),
});

export const directConnectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  connected: z.literal(true),
  data: connectionSummarySchema,
});
export type DirectConnectResponse = z.infer<typeof directConnectResponseSchema>;

/**
 * Spec 1 §4 connects these by typing an id; the id only picks among the accounts the user's own consent on the
 * platform returned (Facebook Login → Pages, TikTok login → the account, Google → GA4 properties).
 */
export const CONSENT_PLATFORMS = platformsWhere(
  (definition) => definition.connect.method === 'consent_pick',
) as unknown as readonly [ConsentPlatform, ...ConsentPlatform[]];
/** Whose sign-in the consent is ("Continue with Google"). */
export const CONSENT_PROVIDER_LABELS = Object.fromEntries(
  CONSENT_PLATFORMS.map((platform) => {
    const { connect } = PLATFORM_BY_ID[platform];
    return [platform, connect.method === 'consent_pick' ? connect.provider : PLATFORM_LABELS[platform]];
  }),
) as Record<ConsentPlatform, string>;
export const isConsentPlatform = (platform: string): platform is ConsentPlatform =>
  (CONSENT_PLATFORMS as readonly string[]).includes(platform);
export const consentPlatformSchema = z.enum(CONSENT_PLATFORMS);
/** A consent is usable this long to pick (and connect) the accounts it listed, in the browser that gave it. */
export const CONSENT_GRANT_TTL_SECONDS = 15 * 60;

/** GET /integrations/{facebook|tiktok|google}/consent: what this browser's latest consent listed. */
export const consentAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The value for the connect field (Page ID, @handle, GA4-<property>-1). */
  value: z.string(),
  /** Already connected to another Bizamply account: connecting it would be refused (409). */
  taken: z.boolean(),
});
export type ConsentAccount = z.infer<typeof consentAccountSchema>;
export const consentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    granted: z.boolean(),
    accounts: z.array(consentAccountSchema),
    expiresAt: z.string().nullable(),
  }),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** The popup cannot send the bearer header: the SPA first mints a one-time ticket and appends `&ticket=`. */
export const POPUP_PLATFORMS = [
  ...platformsWhere((definition) => definition.connect.method === 'oauth_popup'),
  ...CONSENT_PLATFORMS,
] as unknown as typeof PLATFORMS;
export const popupPlatformSchema = z.enum(POPUP_PLATFORMS);
export const popupTicketBodySchema = z
  .object({ brandId: uuidLike, platform: popupPlatformSchema, shop: z.string().trim().max(255).optional() })
  .strict();
export const popupTicketResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ticket: z.string(), expiresAt: z.string(), popupUrl: z.string() }),
});
export const POPUP_TICKET_TTL_SECONDS = 120;
export const POPUP_WINDOW = { width: 600, height: 700 } as const;

/** Spec 3 connection map. Entry fields follow the spec's names (shop, PageName, BrandName, BrandId ...). */
export const connectionEntrySchema = z.object({
  BrandId: z.string(),
  BrandName: z.string(),
  connected_at: z.string(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  needsAttention: needsAttentionSchema,
  /** When the stored access token stops working (null: it does not expire, or the platform renews it). */
  tokenExpiresAt: z.string().nullable(),
  // The platform's own fields last: the compiled serializer writes required fields first, so zod's order is the same.
  shop: z.string().optional(),
  app_key: z.string().optional(),
  PageName: z.string().optional(),
  username: z.string().optional(),
  whatsappBusinessAccounts: z.number().int().optional(),
  /** Ours: the GA4 property's name (Google Analytics entries). */
  propertyName: z.string().optional(),
  /** Ours: the connected account's name where the spec names no field for it (a Google reviews location). */
  accountName: z.string().optional(),
});
export type ConnectionEntry = z.infer<typeof connectionEntrySchema>;

export const CONNECTION_TYPES = PLATFORM_KINDS;
export const connectionCardSchema = z.object({
  connected: z.boolean(),
  canRemove: z.boolean(),
  data: z.array(connectionEntrySchema),
  type: z.enum(CONNECTION_TYPES),
  name: z.string(),
  description: z.string(),
  needsAttention: z.boolean(),
});
export type ConnectionCard = z.infer<typeof connectionCardSchema>;

/**
 * The platforms of the /connections page, in card order: the spec's six plus TikTok and Google Analytics, which
 * onboarding connects too (issue 19: one page for every service; docs/spec-deviations.md).
 */
export const CONNECTIONS_PAGE_PLATFORMS = PLATFORMS;

export const connectionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    connections: z.record(z.enum(CONNECTIONS_PAGE_PLATFORMS), connectionCardSchema),
    totalConnections: z.number().int(),
    userEmail: z.string().nullable(),
    /** Ours: where the help card's Contact Support writes (SUPPORT_EMAIL, else the administrator's address). */
    supportEmail: z.string().nullable().optional(),
    /** Ours: the store the user's install link named, suggested when Shopify is connected by hand. */
    shopDomain: z.string().nullable().optional(),
  }),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

export const CONNECTION_CARD_INFO: Record<
  Platform,
  { type: ConnectionCard['type']; name: string; description: string }
> = platformRecord((definition) => ({ type: definition.kind, ...definition.card }));

export const oauthUrlQuerySchema = z.object({ brandId: uuidLike }).strict();
/** GET /api/connections/{platform}/oauth-url: `shop` names the store when Shopify is connected by hand. */
export const oauthUrlRequestQuerySchema = z
  .object({ brandId: uuidLike.optional(), shop: z.string().trim().max(255).optional() })
  .strict();
export const oauthUrlResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ oauthUrl: z.string() }),
});
export const brandIdQuerySchema = z.object({ brandId: uuidLike.optional() }).strict();
export const removeConnectionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  removed: z.number().int(),
});

export const fillMessage = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
