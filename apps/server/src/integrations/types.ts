import type { Platform } from '@bizamply/contracts';
import { PlatformError, type HttpClient } from './http.ts';
import type { IntegrationSettings } from './settings.ts';

/** What adapters need: where platforms live, our keys, and the retrying HTTP client. */
export interface IntegrationDeps {
  settings: IntegrationSettings;
  http: HttpClient;
  /** Keyed HMAC with the instance secret (unguessable tokens in webhook URLs, without storing them). */
  sign: (value: string) => string;
}

/** Credentials as stored (encrypted as one JSON document in connections.credentials_enc). */
export interface Credentials {
  accessToken: string;
  refreshToken?: string;
  /** ISO time the access token stops working, when the platform says. */
  expiresAt?: string;
  [key: string]: unknown;
}

/** A connection as an adapter sees it: decrypted, with the ids the platform knows it by. */
export interface PlatformConnection {
  id: string;
  accountId: string;
  brandId: string;
  platform: Platform;
  externalId: string;
  credentials: Credentials;
  metadata: Record<string, unknown>;
}

/** What connecting produced: stored as the connection row. */
export interface ConnectResult {
  externalId: string;
  displayName: string | null;
  credentials: Credentials;
  metadata: Record<string, unknown>;
  tokenExpiresAt: Date | null;
}

/** A review or comment in our shape, ready for the idempotent upsert. */
export interface InboxItem {
  externalId: string;
  content: string;
  rating: number | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
  productId: string | null;
  productTitle: string | null;
  productImage: string | null;
  mediaId: string | null;
  postLink: string | null;
  language: string | null;
  postedAt: Date;
  metadata: Record<string, unknown>;
}

export interface ProductItem {
  externalId: string;
  title: string;
  handle: string | null;
  imageUrl: string | null;
}

/** A store's customer (Shopify), for recognising an item's author as someone who bought. */
export interface CustomerItem {
  externalId: string;
  email: string | null;
  displayName: string | null;
  ordersCount: number;
}

/** Where a sync writes, page by page (each page committed before the next network call). */
export interface SyncSink {
  items: (items: InboxItem[]) => Promise<void>;
  products: (items: ProductItem[]) => Promise<void>;
  customers?: (items: CustomerItem[]) => Promise<void>;
  /** Items the platform sent in a shape we cannot read (logged, not stored). */
  skipped: (count: number) => void;
}

export interface SyncOptions {
  /** Incremental polls stop paging once items are older than this; null = the whole history. */
  since: Date | null;
}

export interface ReplyInput {
  /** The review/comment id on the platform. */
  targetId: string;
  /** Media / post / video id, for platforms that need it. */
  parentId?: string | null;
  message: string;
  /** Our outbox key: sent where the platform accepts one; otherwise the outbox dedupes. */
  idempotencyKey: string;
}

export interface PlatformAdapter {
  platform: Platform;
  /** Renews credentials that are about to expire; null when nothing needed doing. */
  refresh?: (connection: PlatformConnection) => Promise<Partial<ConnectResult> | null>;
  sync: (connection: PlatformConnection, options: SyncOptions, sink: SyncSink) => Promise<void>;
  /** Tells the platform where to send webhooks for this connection. */
  registerWebhooks?: (connection: PlatformConnection) => Promise<void>;
  /** Reads one item back from the platform (for webhooks that are only a hint: Yotpo, TikTok). */
  fetchItem?: (
    connection: PlatformConnection,
    input: { externalId: string; parentId?: string | null },
  ) => Promise<InboxItem | null>;
  postReply?: (connection: PlatformConnection, input: ReplyInput) => Promise<{ replyId: string | null }>;
  /**
   * Reads back whether our reply (same text, from us) is already on the platform: asked only before
   * re-sending an attempt whose outcome is unknown (timeout, dropped connection, expired lease).
   * null = not there; `replyId` null = there, but the platform names no id.
   */
  findReply?: (connection: PlatformConnection, input: ReplyInput) => Promise<{ replyId: string | null } | null>;
  hideComment?: (
    connection: PlatformConnection,
    input: { targetId: string; parentId?: string | null; hidden: boolean },
  ) => Promise<void>;
  /** Removes our reply to a review (Google `reviews.deleteReply`); a reply already gone counts as removed. */
  deleteReply?: (connection: PlatformConnection, input: { targetId: string }) => Promise<void>;
}

/** One account a consent gave us access to: what connecting it stores, and its value in the connect field. */
export interface ConsentAccount extends ConnectResult {
  /** Page ID, @handle or GA4-<property>-1: what spec 1 §5's field holds for this account. */
  value: string;
  /** What a picker shows under the name (a location's address), when the platform gives one. */
  detail?: string | null;
  /** The platform-side group the account belongs to (a Business Profile account), when there is one. */
  group?: string | null;
}

export interface OAuthCallback {
  query: Record<string, string>;
  redirectUri: string;
  hints: OAuthHints;
}

/** The popup / redirect OAuth flow of a platform. */
export interface OAuthFlow {
  platform: Platform;
  authorizeUrl: (input: { state: string; redirectUri: string; hints: OAuthHints }) => string;
  /** Verifies what the platform sent back (signatures) and exchanges the code. */
  complete: (input: OAuthCallback) => Promise<ConnectResult>;
  /**
   * Platforms the user picks an account of (Facebook Pages, the TikTok account, GA4 properties): exchanges the
   * code and lists every account this consent proves the user manages.
   */
  accounts?: (input: OAuthCallback) => Promise<ConsentAccount[]>;
}

/**
 * `complete` of a picking flow (the /connections page's one-step connect): the account connected now when the
 * consent lists it again (a reconnect keeps its Page or property), else the first account the consent listed.
 */
export function firstAccount(
  platform: Platform,
  accounts: (input: OAuthCallback) => Promise<ConsentAccount[]>,
): (input: OAuthCallback) => Promise<ConnectResult> {
  return async (input) => {
    const listed = await accounts(input);
    const first = listed.find((account) => account.externalId === input.hints.current) ?? listed[0];
    if (!first) throw new PlatformError(platform, 'not_found', `${platform}: the consent gave access to no account`);
    const { value: _value, ...result } = first;
    return result;
  };
}

export interface OAuthHints {
  /** The brand's Shopify store (Shopify itself, and Judge.me which reuses it). */
  shop?: string;
  /**
   * Who is expected to consent: the signed-in user's e-mail, or on a reconnect the account connected now. Sent
   * where the platform's wire format has such a parameter (Google's `login_hint`); in simulator mode also to
   * the simulated consent pages, which pre-select that person (still changeable).
   */
  loginHint?: string;
  /** The platform account the brand has connected now: a one-step reconnect keeps it when the consent lists it. */
  current?: string;
}

export const emptyItem = (): Omit<InboxItem, 'externalId' | 'content' | 'postedAt'> => ({
  rating: null,
  reviewerName: null,
  reviewerEmail: null,
  productId: null,
  productTitle: null,
  productImage: null,
  mediaId: null,
  postLink: null,
  language: null,
  metadata: {},
});

/** Dates in platform formats (`+0000` offsets, epoch seconds) to Date; null when unreadable. */
export function platformDate(value: unknown): Date | null {
  if (typeof value === 'number') return new Date(value * 1000);
  if (typeof value !== 'string') return null;
  const normalised = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? null : new Date(time);
}
