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

/** A demo customer's order as the simulator's Shopify serves it (days are counted back from today). */
export interface DemoOrder {
  number: number;
  daysAgo: number;
  productIndex: number;
  state: 'unfulfilled' | 'in_transit' | 'delivered';
  carrier?: 'UPS' | 'DHL Express' | 'USPS';
  tracking?: string;
  shippedDaysAgo?: number;
  deliveredDaysAgo?: number;
}

export interface DemoShopCustomer {
  firstName: string;
  lastName: string;
  email: string;
  orders: DemoOrder[];
}

const customer = (firstName: string, lastName: string, orders: DemoOrder[]): DemoShopCustomer => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '')
    .concat('@example.com'),
  orders,
});

/**
 * The demo shops' customers with their orders (fulfilment status and tracking): the seed writes items by
 * some of them, the simulator's Shopify serves their orders, so a reply can quote the real order status.
 */
export const DEMO_SHOP_CUSTOMERS: Record<string, DemoShopCustomer[]> = {
  'northwind-coffee.myshopify.com': [
    customer('Emma', 'Johnson', [
      {
        number: 1042,
        daysAgo: 10,
        productIndex: 9,
        state: 'in_transit',
        carrier: 'UPS',
        tracking: '1Z999AA10123456784',
        shippedDaysAgo: 8,
      },
      {
        number: 1007,
        daysAgo: 64,
        productIndex: 0,
        state: 'delivered',
        carrier: 'UPS',
        tracking: '1Z999AA10123450012',
        shippedDaysAgo: 62,
        deliveredDaysAgo: 59,
      },
    ]),
    customer('Liam', 'García', [
      {
        number: 1038,
        daysAgo: 12,
        productIndex: 2,
        state: 'delivered',
        carrier: 'USPS',
        tracking: '9400111899223197428490',
        shippedDaysAgo: 11,
        deliveredDaysAgo: 7,
      },
    ]),
    customer('Sofia', 'Rossi', [{ number: 1051, daysAgo: 3, productIndex: 4, state: 'unfulfilled' }]),
    customer('Noah', 'Müller', [
      {
        number: 1029,
        daysAgo: 21,
        productIndex: 5,
        state: 'delivered',
        carrier: 'DHL Express',
        tracking: '1234567890',
        shippedDaysAgo: 20,
        deliveredDaysAgo: 16,
      },
    ]),
    customer('Chloé', 'Dubois', [
      {
        number: 1047,
        daysAgo: 6,
        productIndex: 1,
        state: 'in_transit',
        carrier: 'DHL Express',
        tracking: '4019283746',
        shippedDaysAgo: 4,
      },
    ]),
    customer('Hugo', 'Martin', [
      {
        number: 1033,
        daysAgo: 18,
        productIndex: 3,
        state: 'delivered',
        carrier: 'UPS',
        tracking: '1Z999AA10123452203',
        shippedDaysAgo: 17,
        deliveredDaysAgo: 14,
      },
    ]),
    customer('Mia', 'Nguyen', [{ number: 1055, daysAgo: 1, productIndex: 7, state: 'unfulfilled' }]),
    customer('Lucas', 'Silva', [
      {
        number: 1044,
        daysAgo: 9,
        productIndex: 6,
        state: 'in_transit',
        carrier: 'USPS',
        tracking: '9400111899223197420011',
        shippedDaysAgo: 7,
      },
    ]),
  ],
  'lumen-skincare.myshopify.com': [
    customer('Olivia', 'Smith', [
      {
        number: 2031,
        daysAgo: 11,
        productIndex: 0,
        state: 'in_transit',
        carrier: 'DHL Express',
        tracking: '7730129384',
        shippedDaysAgo: 9,
      },
    ]),
    customer('Ava', 'Brown', [
      {
        number: 2024,
        daysAgo: 15,
        productIndex: 1,
        state: 'delivered',
        carrier: 'UPS',
        tracking: '1Z999AA10123459876',
        shippedDaysAgo: 14,
        deliveredDaysAgo: 10,
      },
    ]),
    customer('Lena', 'Wagner', [{ number: 2040, daysAgo: 2, productIndex: 4, state: 'unfulfilled' }]),
    customer('Camille', 'Lefebvre', [
      {
        number: 2036,
        daysAgo: 7,
        productIndex: 5,
        state: 'in_transit',
        carrier: 'DHL Express',
        tracking: '7730120011',
        shippedDaysAgo: 5,
      },
    ]),
    customer('Diego', 'Silva', [
      {
        number: 2018,
        daysAgo: 25,
        productIndex: 2,
        state: 'delivered',
        carrier: 'USPS',
        tracking: '9400111899223197425555',
        shippedDaysAgo: 24,
        deliveredDaysAgo: 20,
      },
    ]),
    customer('Grace', 'Okafor', [
      {
        number: 2029,
        daysAgo: 13,
        productIndex: 3,
        state: 'delivered',
        carrier: 'UPS',
        tracking: '1Z999AA10123457777',
        shippedDaysAgo: 12,
        deliveredDaysAgo: 9,
      },
    ]),
  ],
};

/** The public tracking page of a carrier for a tracking number (what Shopify shows as the tracking URL). */
export function demoTrackingUrl(carrier: DemoOrder['carrier'], number: string): string {
  if (carrier === 'UPS') return `https://www.ups.com/track?tracknum=${number}`;
  if (carrier === 'USPS') return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
  return `https://www.dhl.com/en/express/tracking.html?AWB=${number}`;
}

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
