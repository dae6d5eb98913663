import { definePlatform } from './definition.ts';

export const instagram = definePlatform({
  id: 'instagram',
  label: 'Instagram',
  accountLabel: 'Instagram account',
  kind: 'social',
  card: { name: 'Instagram', description: 'Comments on your Instagram posts and reels.' },
  connect: { method: 'oauth_popup' },
  scopes: ['instagram_business_basic', 'instagram_business_manage_comments'],
  inbox: {
    chip: { order: 4, label: 'Instagram' },
    reply: true,
    hide: true,
    rules: true,
    noPhone: true,
    offersBoth: false,
    replyWindowHours: null,
  },
  color: '#dd2a7b',
});
