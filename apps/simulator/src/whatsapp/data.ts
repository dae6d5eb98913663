import type { FastifyInstance } from 'fastify';
import { simWhatsappMessageInputSchema } from '@bizamply/contracts';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import { numberFor, sha256Hex } from '../store/generate.ts';

export interface WabaAccount {
  waba: string;
  phoneNumberId: string;
  displayPhone: string;
  name: string;
}

export async function wabaAccounts(context: SimulatorContext): Promise<WabaAccount[]> {
  const stored = await context.store.listAccounts('whatsapp');
  return [
    ...DEMO_ACCOUNTS.whatsapp.map((entry) => ({
      waba: entry.waba,
      phoneNumberId: entry.account,
      displayPhone: entry.displayPhone,
      name: entry.name,
    })),
    ...stored.map((entry) => ({
      waba: entry.account,
      phoneNumberId: String(entry.data['phoneNumberId']),
      displayPhone: String(entry.data['displayPhone']),
      name: String(entry.data['name'] ?? 'WhatsApp Business'),
    })),
  ];
}

/** The WhatsApp Business Account a typed phone number stands for (stable ids derived from the number). */
export function wabaFor(displayPhone: string): WabaAccount {
  return {
    waba: `2090${numberFor(`waba:${displayPhone}`, 11)}`,
    phoneNumberId: `1090${numberFor(`phone:${displayPhone}`, 11)}`,
    displayPhone,
    name: 'WhatsApp Business',
  };
}

/** The customer's last inbound message to a number, for the 24-hour customer-service window. */
export async function lastInbound(context: SimulatorContext, phoneNumberId: string, customer: string) {
  const items = await context.store.listItems('whatsapp', phoneNumberId);
  const last = items.find((row) => row.data['from'] === customer);
  return last ? last.createdAt : null;
}

export function whatsappControl(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/whatsapp/messages', async (request, reply) => {
    const parsed = simWhatsappMessageInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const phoneNumberId = resolveAlias('whatsapp', input.phoneNumberId);
    const account = (await wabaAccounts(context)).find((entry) => entry.phoneNumberId === phoneNumberId);
    if (!account) return reply.status(404).send({ error: 'unknown phone number id' });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const item = await context.store.addItem(
      'whatsapp',
      phoneNumberId,
      null,
      (seq) => `wamid.${Buffer.from(`sim-${phoneNumberId}-${seq}`).toString('base64url')}`,
      (_seq, id) => ({ from: input.from, id, timestamp, type: 'text', text: { body: input.text }, name: input.name }),
    );
    let webhooks: Awaited<ReturnType<typeof deliver>> = [];
    if (input.emitWebhook) {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: account.waba,
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: account.displayPhone, phone_number_id: phoneNumberId },
                  contacts: [{ profile: { name: input.name }, wa_id: input.from }],
                  messages: [
                    { from: input.from, id: item.externalId, timestamp, type: 'text', text: { body: input.text } },
                  ],
                },
              },
            ],
          },
        ],
      });
      const targets = await context.store.subscriptions('whatsapp', account.waba, 'messages');
      const signature = `sha256=${sha256Hex(context.credentials.meta.clientSecret, body)}`;
      webhooks = await deliver(targets, body, () => ({ 'x-hub-signature-256': signature }), input.deliverTwice);
    }
    return reply.status(201).send({ message: item.data, webhooks });
  });
}
