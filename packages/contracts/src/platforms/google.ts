import { definePlatform } from './definition.ts';

/** Google Analytics 4 (the id predates Google's other products; Google reviews are a platform of their own). */
export const google = definePlatform({
  id: 'google',
  label: 'Google Analytics',
  accountLabel: 'Google Analytics property',
  kind: 'analytics',
  card: { name: 'Google Analytics', description: 'Traffic from your GA4 property.' },
  connect: { method: 'consent_pick', provider: 'Google', field: 'businessId' },
  scopes: ['https://www.googleapis.com/auth/analytics.readonly'],
  inbox: {
    chip: null,
    reply: false,
    hide: false,
    rules: false,
    noPhone: false,
    offersBoth: true,
    replyWindowHours: null,
  },
  color: '#e37400',
});
