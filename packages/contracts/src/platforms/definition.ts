/**
 * What every workspace knows about a platform, declared once per platform in `./<id>.ts` and listed once in
 * `./index.ts`. The server (`apps/server/src/integrations/<id>/`), the simulator (`apps/simulator/src/<id>/`)
 * and the web (`apps/web/src/platforms/<id>/`) keep their own per-platform parts next to their code and read
 * this definition for everything shared (docs/integrations.md "Adding a platform").
 */

/** What a platform brings: the /connections card type and the group of onboarding step 2. */
export const PLATFORM_KINDS = ['ecommerce', 'reviews', 'social', 'messaging', 'analytics'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

/**
 * How a brand connects it. `oauth_popup`: the Connect button opens the platform's consent in a popup.
 * `consent_pick` (spec 1 §4's typed ids): the user signs in with `provider` first, then picks (or types) one of
 * the accounts that consent listed in `field`.
 */
export type PlatformConnectMethod =
  | { method: 'oauth_popup' }
  | {
      method: 'consent_pick';
      /** Whose sign-in the consent is ("Continue with Google"). */
      provider: string;
      /** The connect form's field: its name in the request body. */
      field: string;
    };

export interface PlatformInboxRules {
  /** Where the inbox's platform chips show it (spec 2's order), with the chip's own label; null: no chip. */
  chip: { order: number; label: string } | null;
  /** Replies can be posted on the platform. */
  reply: boolean;
  /** Comments can be hidden on the platform. */
  hide: boolean;
  /** A sent reply can be deleted again on the platform (Google `reviews.deleteReply`); absent: no. */
  deleteReply?: boolean;
  /** Automation rules can name it. */
  rules: boolean;
  /** Its items never carry a phone number (a WhatsApp follow-up cannot reach their authors). */
  noPhone: boolean;
  /** "Both" (platform + WhatsApp) is offered on its items. */
  offersBoth: boolean;
  /** A reply is only allowed this long after the customer's last message (WhatsApp: 24 h); null: no window. */
  replyWindowHours: number | null;
}

export interface PlatformDefinition<Id extends string = string> {
  id: Id;
  /** Its name wherever the product names it (PLATFORM_LABELS). */
  label: string;
  /** What a connection is for ("Facebook Page"), as in "This Facebook Page is already connected ...". */
  accountLabel: string;
  kind: PlatformKind;
  /**
   * A review app inside the brand's Shopify store (Judge.me, Yotpo): onboarding shows these after Shopify, and a
   * brand connects one of them (spec 1 §2 "(Choose one)", §5). Other review sources (Google reviews) stand alone.
   */
  storeApp?: true;
  /** The /connections page card. */
  card: { name: string; description: string };
  connect: PlatformConnectMethod;
  /** The OAuth scopes we ask for (documentation and the setup guide; the server's flow sends them). */
  scopes: readonly string[];
  inbox: PlatformInboxRules;
  /** The Brand colour of its mark and chart series. */
  color: string;
}

/** Declares one platform (keeps its literal types, from which the registry derives its typed lists). */
export const definePlatform = <const D extends PlatformDefinition>(definition: D): D => definition;
