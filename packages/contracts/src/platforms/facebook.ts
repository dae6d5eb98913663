import { definePlatform } from './definition.ts';

export const facebook = definePlatform({
  id: 'facebook',
  label: 'Facebook',
  accountLabel: 'Facebook Page',
  kind: 'social',
  card: { name: 'Facebook', description: 'Comments on your Facebook Page posts.' },
  connect: { method: 'consent_pick', provider: 'Facebook', field: 'pageId' },
  scopes: [
    'pages_show_list',
    'pages_read_engagement',
    'pages_manage_engagement',
    'pages_read_user_content',
    'pages_manage_metadata',
  ],
  inbox: {
    chip: { order: 6, label: 'Facebook' },
    reply: true,
    hide: true,
    rules: true,
    noPhone: true,
    offersBoth: false,
    replyWindowHours: null,
  },
  color: '#1877f2',
});
