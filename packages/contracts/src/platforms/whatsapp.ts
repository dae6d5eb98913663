import { definePlatform } from './definition.ts';

export const whatsapp = definePlatform({
  id: 'whatsapp',
  label: 'WhatsApp',
  accountLabel: 'WhatsApp number',
  kind: 'messaging',
  card: { name: 'WhatsApp Business', description: 'Customer messages on WhatsApp.' },
  connect: { method: 'oauth_popup' },
  scopes: ['whatsapp_business_management', 'whatsapp_business_messaging'],
  inbox: {
    chip: null,
    reply: true,
    hide: false,
    rules: true,
    noPhone: false,
    offersBoth: false,
    replyWindowHours: 24,
  },
  color: '#128c4a',
});
