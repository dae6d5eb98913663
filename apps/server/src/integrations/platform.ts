import type { ConnectionEntry, Platform } from '@bizamply/contracts';
import type { Config } from '../config.ts';
import type { IntegrationDeps, InboxItem, OAuthFlow, PlatformAdapter, ProductItem } from './types.ts';

/**
 * A platform's server side, declared once in `integrations/<id>/index.ts` and listed once in `./platforms.ts`.
 * The registry (`createIntegrations`), the webhook routes, the connection routes and the ingestion polls all
 * read this list; nothing outside the platform's folder names the platform (docs/integrations.md).
 */
export interface ServerPlatform<P extends Platform = Platform> {
  id: P;
  /** Reads, replies, hides, refreshes: the platform's API in our shape. */
  adapter: (deps: IntegrationDeps) => PlatformAdapter;
  /** The popup consent and its code exchange (and, for `consent_pick` platforms, the accounts it lists). */
  oauth: (deps: IntegrationDeps) => OAuthFlow;
  /** POST /webhooks/<id> (absent: the platform sends none; it is polled). */
  webhook?: PlatformWebhook;
  /**
   * How often connections are polled: `frequent` every few minutes (no reliable webhooks), `hourly` a
   * reconciliation behind the webhooks.
   */
  poll: 'frequent' | 'hourly';
  /**
   * The platform's own settings (keys, hosts; simulator hosts in PLATFORM_MODE=simulator), available to its
   * code as `deps.settings[<id>]`. Declare their type by augmenting `PlatformSettings` from the folder:
   * `declare module '../platform.ts' { interface PlatformSettings { <id>: MySettings } }`.
   */
  settings?: (context: SettingsContext) => unknown;
  /**
   * Where the connect popup starts (spec 1 §7 names some: `/integration/yotpo/auth`); the popup ticket's
   * `popupUrl`. Default `/integration/<id>`.
   */
  popupPath?: string;
  /** The platform's fields of a /connections card entry (spec 3 names them: shop, PageName, username ...). */
  describeConnection?: (connection: StoredConnection) => Partial<ConnectionEntry>;
}

/** A stored connection as the /connections page describes it. */
export interface StoredConnection {
  externalId: string;
  displayName: string | null;
  metadata: Record<string, unknown>;
}

/** Where a platform's connect popup starts. */
export const popupPathOf = (platform: Pick<ServerPlatform, 'id' | 'popupPath'>) =>
  platform.popupPath ?? `/integration/${platform.id}`;

/** Settings contributed by platform folders (see `ServerPlatform.settings`); merged into IntegrationSettings. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PlatformSettings {}

export interface SettingsContext {
  config: Config;
  /** PLATFORM_MODE=simulator: hosts are `${simBase}/<segment>` and missing keys fall back to the simulator's. */
  simulator: boolean;
  simBase: string;
  /** The raw environment, for a platform's own variables (validate them in the platform's `settings`). */
  env: Readonly<Record<string, string | undefined>>;
}

type Headers = Record<string, string | string[] | undefined>;

/** One webhook request, as the platform sent it (the signature is over `raw`). */
export interface WebhookRequest {
  raw: Buffer;
  headers: Headers;
  query: Record<string, unknown>;
}

/** What a verified webhook asks us to do. */
export interface WebhookDelivery {
  platform: Platform;
  deliveryId: string;
  topic: string;
  /** Inbox items per platform account id (shop, page, IG account, phone number...). */
  items?: { account: string; items: InboxItem[] }[];
  products?: { account: string; items: ProductItem[] }[];
  /** Accounts whose access ended on the platform side (Shopify app/uninstalled). */
  revoked?: { account: string; reason: string }[];
  /** Items to read back from the platform before storing (unsigned or thin webhooks). */
  fetch?: { account: string; externalId: string; parentId?: string | null }[];
}

/** `unauthorized`: a missing or wrong signature (401, nothing stored); `malformed`: signed but unreadable (400). */
export type WebhookReadResult = WebhookDelivery | 'unauthorized' | 'malformed';

export interface PlatformWebhook {
  /** Verifies the signature over the raw bytes, then reads the delivery. */
  read: (deps: IntegrationDeps, request: WebhookRequest) => WebhookReadResult;
  /** GET /webhooks/<id>: a subscription handshake (Meta's hub.challenge); the text to echo, or null for 403. */
  handshake?: (deps: IntegrationDeps, query: Record<string, unknown>) => string | null;
}

/** Declares a platform's server side (keeps its id literal). */
export const defineServerPlatform = <P extends Platform>(platform: ServerPlatform<P>) => platform;
