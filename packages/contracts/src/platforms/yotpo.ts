import { definePlatform } from './definition.ts';

export const yotpo = definePlatform({
  id: 'yotpo',
  label: 'Yotpo',
  accountLabel: 'Yotpo account',
  kind: 'reviews',
  storeApp: true,
  card: { name: 'Yotpo', description: 'Product reviews from Yotpo.' },
  connect: { method: 'oauth_popup' },
  scopes: [],
  inbox: {
    chip: { order: 2, label: 'Yotpo' },
    reply: true,
    hide: false,
    rules: true,
    noPhone: false,
    offersBoth: true,
    replyWindowHours: null,
  },
  color: '#0042e4',
});
