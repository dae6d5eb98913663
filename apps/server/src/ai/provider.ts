import type { BrandVoice, ItemIntent, ItemSentiment } from '@bizamply/contracts';

/** What the signals module understood of the item (both providers answer from the same understanding). */
export interface ReplyUnderstanding {
  /** The item's language (any ISO 639-1 code); replies are written in it when we can, else the brand's. */
  language: string;
  sentiment: ItemSentiment;
  intent: ItemIntent;
  isQuestion: boolean;
  /** What a question is about, in the order a reply answers them. */
  topic: 'where_to_buy' | 'availability' | 'price' | 'shipping' | 'sizing' | 'other';
}

/** Facts the store returned (Shopify); a reply may quote these and nothing else. */
export interface ReplyFacts {
  product: {
    title: string;
    url: string | null;
    available: boolean | null;
    priceMin: number | null;
    priceMax: number | null;
    currency: string | null;
    variants: string[];
  } | null;
  order: {
    name: string;
    createdAt: Date;
    state: 'cancelled' | 'unfulfilled' | 'in_transit' | 'delivered' | 'partially_fulfilled';
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: Date | null;
    deliveredAt: Date | null;
  } | null;
  storeUrl: string | null;
}

export interface ReplyRequest {
  content: string;
  rating: number | null;
  reviewerName: string | null;
  /** The platform's product title (used when the store returned no product). */
  productTitle: string | null;
  platform: string;
  brandName: string;
  voice?: BrandVoice | null;
  understanding: ReplyUnderstanding;
  facts?: ReplyFacts | null;
  /** Which variant of greeting and opener to use: the brand's recent draft count, so a bulk run varies. */
  variant?: number;
}

export interface DraftResult {
  text: string;
  /** The provider that wrote the text (the built-in composer when the LLM's answers were rejected). */
  provider: 'builtin' | 'openai';
  /** Why the LLM's answers were rejected, when the built-in composer took over. */
  rejected?: string[];
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  draftReply: (request: ReplyRequest) => Promise<DraftResult>;
  /** A cheap reachability check for the health endpoint. */
  check: () => Promise<boolean>;
}
