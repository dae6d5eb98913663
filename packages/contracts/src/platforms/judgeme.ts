import { definePlatform } from './definition.ts';

export const judgeme = definePlatform({
  id: 'judgeme',
  label: 'Judge.me',
  accountLabel: 'Judge.me account',
  kind: 'reviews',
  storeApp: true,
  card: { name: 'Judge.me', description: 'Product reviews from Judge.me.' },
  connect: { method: 'oauth_popup' },
  scopes: ['read_shops', 'read_reviews', 'write_reviews', 'read_products'],
  inbox: {
    chip: { order: 3, label: 'Judge Me' },
    reply: true,
    hide: false,
    rules: true,
    noPhone: false,
    offersBoth: true,
    replyWindowHours: null,
  },
  color: '#108474',
});
