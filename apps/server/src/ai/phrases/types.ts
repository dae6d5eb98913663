import type { ReplyLanguage } from '@bizamply/contracts';

export type VoiceTone = 'friendly' | 'professional' | 'sophisticated';
export type Language = ReplyLanguage;
type PerTone<T> = Record<VoiceTone, T>;

/** Where a customer's order stands (the store's own status). */
export interface OrderPhrases {
  unfulfilled: (order: string, placed: string) => string;
  in_transit: (order: string, shipped: string, carrier: string | null) => string;
  delivered: (order: string, delivered: string) => string;
  partially_fulfilled: (order: string) => string;
  cancelled: (order: string) => string;
  tracking: (number: string, url: string | null) => string;
}

/**
 * One language's phrases for the built-in composer. Openers come in several variants so a bulk run never
 * starts two replies the same way (greeting × opener); the body says the facts the store returned; tone
 * shapes the greeting, the follow-up and the closing. Body sentences use the polite form in every language.
 */
export interface PhrasePack {
  /** BCP 47 locale for dates, prices and lists. */
  locale: string;
  greet: PerTone<((name: string) => string)[]>;
  greetNoName: PerTone<string[]>;
  praise: ((subject: string) => string)[];
  praiseFollow: PerTone<string>;
  neutral: ((subject: string) => string)[];
  question: string[];
  answer: {
    buyAt: (product: string, url: string) => string;
    buyAtStore: (url: string) => string;
    inStock: (product: string) => string;
    soldOut: (product: string) => string;
    price: (product: string, price: string) => string;
    variants: (product: string, list: string) => string;
    shipping: string;
    askDetails: string;
  };
  delivery: string[];
  order: OrderPhrases;
  deliveryNext: { withOrder: string; withoutOrder: string };
  quality: ((subject: string) => string)[];
  sizing: ((subject: string) => string)[];
  sizingNext: string;
  service: string[];
  negative: ((subject: string) => string)[];
  contact: { social: string; review: (store: string | null) => string };
  closing: PerTone<(brand: string) => string>;
  subject: { review: string; social: string };
}
