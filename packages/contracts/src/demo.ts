/**
 * The demo world both sides must agree on: the server's seed stores these shops and products, the simulator
 * serves them. One copy, so a fresh start shows one consistent world.
 */
export interface DemoShop {
  domain: string;
  name: string;
  products: { id: string; title: string; image: string }[];
}

const shop = (domain: string, name: string, idPrefix: string, imageOffset: number, titles: string[]): DemoShop => ({
  domain,
  name,
  products: titles.map((title, index) => ({
    id: `gid://shopify/Product/${idPrefix}${index + 1}`,
    title,
    image: `/sim/shopify/assets/product-${index + 1 + imageOffset}.svg`,
  })),
});

export const DEMO_SHOPS: DemoShop[] = [
  shop('northwind-coffee.myshopify.com', 'Northwind Coffee', '81000', 0, [
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
  ]),
  shop('lumen-skincare.myshopify.com', 'Lumen Skincare', '92000', 10, [
    'Vitamin C Brightening Serum',
    'Hyaluronic Hydration Cream',
    'Gentle Foam Cleanser',
    'Retinol Night Repair',
    'Mineral Sunscreen SPF 50',
    'Rosehip Facial Oil',
    'Clay Detox Mask',
    'Lip Repair Balm',
  ]),
];

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same sequence everywhere. */
export function createSeededRandom(seed: number) {
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
export type SeededRandom = ReturnType<typeof createSeededRandom>;
