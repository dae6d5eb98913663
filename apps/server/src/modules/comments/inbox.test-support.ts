import { eq, sql } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import { comments, connections, creditAccounts, creditLedger } from '../../db/schema/index.ts';
import type { AiProvider, ReplyRequest } from '../../ai/index.ts';
import { composeReply } from '../../ai/builtin.ts';
import { appendLedgerEntry } from '../credits/credit.ledger.ts';
import type { ReplyDispatcher } from '../replies/reply-dispatcher.ts';
import type { TestApp } from '../../../test/app.ts';

type Owner = { account: { id: string }; brand: { id: string } };
let sequence = 0;

/** One inbox item for the owner's brand; every field can be overridden. */
export async function insertComment(t: TestApp, owner: Owner, overrides: Partial<typeof comments.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(comments)
    .values({
      accountId: owner.account.id,
      brandId: owner.brand.id,
      platform: 'judgeme' as Platform,
      externalId: `ext-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      content: 'Love this mug, great quality',
      rating: 5,
      reviewerName: 'Anna Smith',
      reviewerEmail: 'anna@example.com',
      productTitle: 'Ceramic Mug',
      language: 'en',
      postedAt: new Date(Date.now() - 10 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('comment insert failed');
  return row;
}

/** The editor's Save Changes on one of the owner's items (PUT …/draft), answered 200. */
export async function saveDraftAs(t: TestApp, owner: Owner & { token: string }, id: string, draftContent: string) {
  const saved = await t.request({
    method: 'PUT',
    url: `/backend/api/comments/${id}/draft`,
    token: owner.token,
    brandId: owner.brand.id,
    payload: { draftContent },
  });
  if (saved.statusCode !== 200) throw new Error(`draft not saved (${saved.statusCode}): ${saved.body}`);
  return saved;
}

/** A WhatsApp Business connection row for the owner's brand (what Send via Both needs). */
export async function connectWhatsAppRow(t: TestApp, owner: Owner) {
  await t.database.db.insert(connections).values({
    accountId: owner.account.id,
    brandId: owner.brand.id,
    platform: 'whatsapp',
    externalId: `1090${Math.floor(Math.random() * 1e9)}`,
  });
}

export async function grantCredits(t: TestApp, accountId: string, amount: number) {
  await t.database.db.transaction((tx) =>
    appendLedgerEntry(tx, {
      accountId,
      type: 'refill',
      platform: 'system',
      delta: amount,
      description: 'test refill',
      idempotencyKey: `test-refill-${Math.random()}`,
    }),
  );
}

/** The balance holder and the ledger, which must always agree. */
export async function creditState(t: TestApp, accountId: string) {
  const [account] = await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.accountId, accountId));
  const [sum] = await t.database.db
    .select({ value: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId));
  const total = account?.totalCredits ?? 0;
  const used = account?.usedCredits ?? 0;
  return { total, used, available: total - used, ledgerSum: sum?.value ?? 0 };
}

export async function ledgerEntries(t: TestApp, accountId: string) {
  return t.database.db.select().from(creditLedger).where(eq(creditLedger.accountId, accountId));
}

/** An AI provider that counts calls, can fail, and can hold every call until released. */
export function fakeAi() {
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const state = { calls: 0, fail: false };
  const provider: AiProvider = {
    name: 'builtin',
    check: async () => true,
    async draftReply(request: ReplyRequest) {
      state.calls += 1;
      if (gate) await gate;
      if (state.fail) throw new Error('provider down');
      return { text: composeReply(request), provider: 'builtin' as const };
    },
  };
  return {
    provider,
    state,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      gate = null;
      release();
    },
  };
}

type Call = { channel: 'platform' | 'whatsapp'; idempotencyKey: string; text: string; commentExternalId: string };

/** A dispatcher double: records calls; `next` decides each outcome (default: delivered). */
export function fakeDispatcher() {
  const calls: Call[] = [];
  const behaviour: { platform: (() => Promise<void>) | null; whatsapp: (() => Promise<void>) | null } = {
    platform: null,
    whatsapp: null,
  };
  const dispatcher: ReplyDispatcher = {
    async sendToPlatform(input) {
      calls.push({ channel: 'platform', ...input });
      await behaviour.platform?.();
      return { externalReplyId: `ext-reply-${calls.length}` };
    },
    async sendWhatsApp(input) {
      calls.push({ channel: 'whatsapp', ...input });
      await behaviour.whatsapp?.();
      return { externalReplyId: `wamid.${calls.length}` };
    },
  };
  return { dispatcher, calls, behaviour };
}

export const uniqueKey = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;
