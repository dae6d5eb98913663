import { definePlatform } from './definition.ts';

export const tiktok = definePlatform({
  id: 'tiktok',
  label: 'TikTok',
  accountLabel: 'TikTok account',
  kind: 'social',
  card: { name: 'TikTok', description: 'Comments on your TikTok videos.' },
  connect: { method: 'consent_pick', provider: 'TikTok', field: 'handle' },
  scopes: ['user.info.basic', 'video.list', 'comment.list', 'comment.list.manage'],
  inbox: {
    chip: { order: 5, label: 'TikTok' },
    reply: true,
    hide: true,
    rules: true,
    noPhone: true,
    offersBoth: false,
    replyWindowHours: null,
  },
  color: '#3f3f46',
});
