import { z } from 'zod';
import type { MetaChange } from '../meta/graph.ts';
import { emptyItem, platformDate, type InboxItem } from '../types.ts';

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string().max(40), display_phone_number: z.string().max(40).optional() }),
  contacts: z
    .array(
      z.object({
        wa_id: z.string().max(40),
        profile: z
          .object({ name: z.string().max(300) })
          .partial()
          .optional(),
      }),
    )
    .optional(),
  messages: z
    .array(
      z.object({
        from: z.string().max(40),
        id: z.string().max(300),
        timestamp: z.string().max(20),
        type: z.string().max(40),
        text: z.object({ body: z.string().max(10_000) }).optional(),
      }),
    )
    .optional(),
  statuses: z.array(z.object({ id: z.string().max(300), status: z.string().max(40) })).optional(),
});

/** Inbound text messages of a `messages` change as inbox items, keyed by the phone number id. */
export function whatsappItems(
  change: MetaChange,
): { phoneNumberId: string; items: InboxItem[]; statuses: number } | null {
  if (change.field !== 'messages') return null;
  const parsed = valueSchema.safeParse(change.value);
  if (!parsed.success) return null;
  const value = parsed.data;
  const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name ?? null]));
  const items: InboxItem[] = [];
  for (const message of value.messages ?? []) {
    const postedAt = platformDate(Number(message.timestamp));
    const body = message.text?.body;
    if (!postedAt || !body) continue;
    items.push({
      ...emptyItem(),
      externalId: message.id,
      content: body,
      reviewerName: names.get(message.from) ?? message.from,
      postedAt,
      metadata: { from: message.from, phoneNumberId: value.metadata.phone_number_id, type: message.type },
    });
  }
  return { phoneNumberId: value.metadata.phone_number_id, items, statuses: value.statuses?.length ?? 0 };
}
