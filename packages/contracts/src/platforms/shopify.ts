import { definePlatform } from './definition.ts';

export const shopify = definePlatform({
  id: 'shopify',
  label: 'Shopify',
  accountLabel: 'Shopify store',
  kind: 'ecommerce',
  card: { name: 'Shopify', description: 'Your online store: products and orders.' },
  connect: { method: 'oauth_popup' },
  scopes: ['read_products', 'read_customers', 'read_orders', 'read_discounts', 'write_discounts'],
  inbox: {
    chip: { order: 1, label: 'Shopify' },
    reply: false,
    hide: false,
    rules: true,
    noPhone: false,
    offersBoth: true,
    replyWindowHours: null,
  },
  color: '#5e8e3e',
});
