import type { Platform } from '@bizamply/contracts';

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same demo every time. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Hugo',
  'Chloé',
  'Jonas',
  'Lena',
  'Aarav',
  'Yuki',
  'Amara',
  'Diego',
  'Hannah',
  'Omar',
  'Grace',
  'Camille',
  'Leon',
  'Isabella',
  'Ethan',
];
export const LAST_NAMES = [
  'Johnson',
  'García',
  'Müller',
  'Martin',
  'Rossi',
  'Nguyen',
  'Smith',
  'Dubois',
  'Schmidt',
  'Patel',
  'Kim',
  'Okafor',
  'Silva',
  'Brown',
  'Lefebvre',
  'Wagner',
];

export interface DemoProduct {
  id: string;
  title: string;
  image: string;
}

export const BRAND_CATALOGS: { name: string; domain: string; products: DemoProduct[] }[] = [
  {
    name: 'Northwind Coffee',
    domain: 'northwind-coffee.myshopify.com',
    products: [
      'Ethiopia Yirgacheffe Beans',
      'Colombia Supremo Beans',
      'Espresso Dark Roast',
      'Cold Brew Concentrate',
      'Ceramic Pour-Over Kit',
      'Burr Coffee Grinder',
      'Decaf Swiss Water Beans',
      'Barista Oat Milk',
      'Travel Tumbler 12oz',
      'Single-Origin Sampler Box',
    ].map((title, index) => ({
      id: `gid://shopify/Product/81000${index + 1}`,
      title,
      image: `/sim/shopify/assets/product-${index + 1}.svg`,
    })),
  },
  {
    name: 'Lumen Skincare',
    domain: 'lumen-skincare.myshopify.com',
    products: [
      'Vitamin C Brightening Serum',
      'Hyaluronic Hydration Cream',
      'Gentle Foam Cleanser',
      'Retinol Night Repair',
      'Mineral Sunscreen SPF 50',
      'Rosehip Facial Oil',
      'Clay Detox Mask',
      'Lip Repair Balm',
    ].map((title, index) => ({
      id: `gid://shopify/Product/92000${index + 1}`,
      title,
      image: `/sim/shopify/assets/product-${index + 11}.svg`,
    })),
  },
];

interface Template {
  rating: number;
  language: string;
  text: (product: string) => string;
}

export const REVIEW_TEMPLATES: Template[] = [
  {
    rating: 5,
    language: 'en',
    text: (p) => `Absolutely love the ${p}. Arrived fast and the quality is excellent — already ordered a second one!`,
  },
  {
    rating: 5,
    language: 'en',
    text: (p) => `The ${p} is perfect. Great value and beautiful packaging. Highly recommend.`,
  },
  { rating: 5, language: 'en', text: (p) => `Best purchase this year. The ${p} exceeded every expectation.` },
  {
    rating: 4,
    language: 'en',
    text: (p) => `Really good ${p}. Shipping took a couple of extra days but I'm happy with it.`,
  },
  { rating: 4, language: 'en', text: (p) => `Nice ${p}, does what it promises. Would love more size options.` },
  {
    rating: 3,
    language: 'en',
    text: (p) => `The ${p} is okay. Not bad, not amazing. Expected a bit more for the price.`,
  },
  {
    rating: 2,
    language: 'en',
    text: (p) => `Disappointed with the ${p}. The box was damaged and it feels poor quality.`,
  },
  {
    rating: 1,
    language: 'en',
    text: (p) => `Terrible experience. My ${p} arrived broken and support has not answered in a week. I want a refund.`,
  },
  { rating: 5, language: 'es', text: (p) => `¡Me encanta el ${p}! Llegó rapidísimo y la calidad es excelente.` },
  { rating: 3, language: 'es', text: (p) => `El ${p} está bien, pero el envío tardó demasiado.` },
  { rating: 5, language: 'fr', text: (p) => `Le ${p} est parfait, je le recommande à toutes mes amies. Merci !` },
  { rating: 2, language: 'fr', text: (p) => `Déçue par le ${p}, il ne correspond pas à la description.` },
  { rating: 4, language: 'de', text: (p) => `Sehr gutes ${p}, schnelle Lieferung. Gerne wieder.` },
  { rating: 1, language: 'de', text: (p) => `Leider schlecht: das ${p} kam beschädigt an und niemand antwortet.` },
];

export const SOCIAL_TEMPLATES: { language: string; text: (product: string) => string }[] = [
  { language: 'en', text: (p) => `Where can I buy the ${p}? 😍` },
  { language: 'en', text: (p) => `Is the ${p} back in stock? Been waiting for weeks!` },
  { language: 'en', text: () => 'This is gorgeous 🔥🔥 do you ship to Canada?' },
  { language: 'en', text: (p) => `Ordered the ${p} 10 days ago and still nothing. Hello??` },
  { language: 'en', text: () => 'Love this brand so much, never disappoints ❤️' },
  { language: 'en', text: (p) => `Does the ${p} work for sensitive skin / beginners?` },
  { language: 'en', text: () => 'Worst customer service ever. Never buying again.' },
  { language: 'en', text: () => 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio' },
  { language: 'es', text: (p) => `¿Hacen envíos a México del ${p}?` },
  { language: 'fr', text: () => 'Trop beau !! Vous livrez en Belgique ?' },
  { language: 'de', text: (p) => `Gibt es das ${p} auch in größer?` },
];

export const BRAND_PLATFORMS: Platform[][] = [
  ['shopify', 'judgeme', 'instagram', 'facebook', 'tiktok', 'whatsapp'],
  ['shopify', 'yotpo', 'instagram', 'google'],
];

export const REVIEW_PLATFORMS: Platform[] = ['shopify', 'judgeme', 'yotpo'];
export const SOCIAL_PLATFORMS: Platform[] = ['instagram', 'facebook', 'tiktok'];
