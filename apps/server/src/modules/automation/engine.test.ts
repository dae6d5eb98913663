import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES as M,
  CREDIT_SETTINGS_DEFAULTS,
  commentsResponseSchema,
  dryRunResponseSchema,
  recentNotificationsResponseSchema,
  ruleResponseSchema,
  type RuleActionType,
} from '@bizamply/contracts';
import { automationEvents, automationRuns, comments } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditState, grantCredits, ledgerEntries } from '../comments/inbox.test-support.ts';
import { ReplyDeliveryError } from '../replies/index.ts';
import { evaluateAccount } from './evaluate.service.ts';
import { arrive, automationWorkers, createRule, eventsOf, itemRow, runsOf } from './automation.test-support.ts';

let t: TestApp;
let workers: Awaited<ReturnType<typeof automationWorkers>>;
type User = Awaited<ReturnType<typeof createUserWithBrand>>;
const PRICES = CREDIT_SETTINGS_DEFAULTS;
const SEND_COST = PRICES.generateCredits + PRICES.sendCredits;

beforeAll(async () => {
  t = await buildTestApp();
  workers = await automationWorkers(t);
});
afterAll(async () => {
  await t.close();
});

async function merchant(credits = 200): Promise<User> {
  const user = await createUserWithBrand(t);
  if (credits > 0) await grantCredits(t, user.account.id, credits);
  return user;
}

const inbox = async (user: User, query: string) =>
  commentsResponseSchema.parse(
    (await t.request({ url: `/api/comments?${query}`, token: user.token, brandId: user.brand.id })).json(),
  ).data;

describe('triage of arriving items: the built-in hold, tags, priority', () => {
  it('holds low ratings, risky words and spam for a person; questions go first in the Priority order', async () => {
    const user = await merchant();
    await createRule(t, user, {
      name: 'Questions first',
      conditions: { isQuestion: true },
      actions: [
        { type: 'priority', priority: 'high' },
        { type: 'tag', tag: 'question' },
      ],
    });
    const praise = await arrive(t, user, { content: 'Beautiful mug, I use it every morning.' });
    const refund = await arrive(t, user, { rating: 1, content: 'It arrived broken. I want a refund.' });
    const allergic = await arrive(t, user, { rating: 4, content: 'Nice, but my daughter is allergic to the glaze.' });
    const question = await arrive(t, user, { platform: 'instagram', rating: null, content: 'Do you ship to Canada?' });
    const spam = await arrive(t, user, {
      platform: 'instagram',
      rating: null,
      content: 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio www.getfollowers.xyz',
    });
    await workers.process(user.account.id);

    const held = await inbox(user, 'status=held');
    expect(held.comments.map((item) => item.id).sort()).toEqual([refund.id, allergic.id].sort());
    expect(held.counts.held).toBe(2);
    expect(held.comments.find((item) => item.id === refund.id)?.automation.heldReason).toBe('low_rating');
    expect(held.comments.find((item) => item.id === allergic.id)?.automation.heldReason).toBe('risky_words');
    const spamTab = await inbox(user, 'status=spam');
    expect(spamTab.comments.map((item) => item.id)).toEqual([spam.id]);
    expect(spamTab.comments[0]?.automation.heldReason).toBe('spam');

    const byPriority = (await inbox(user, 'status=pending&sort=priority')).comments.map((item) => item.id);
    expect(byPriority[0]).toBe(question.id);
    expect(byPriority.indexOf(refund.id)).toBeLessThan(byPriority.indexOf(praise.id));
    const tagged = (await inbox(user, 'status=pending')).comments.find((item) => item.id === question.id);
    expect(tagged?.automation).toMatchObject({ priority: 'high', tags: ['question'], heldReason: null });

    const history = await eventsOf(t, refund.id);
    expect(history).toMatchObject([{ action: 'hold', result: 'done', ruleId: null }]);
    expect(history[0]?.detail).toContain(M.builtInHold);
    expect((await creditState(t, user.account.id)).used).toBe(0);
  });
});

describe('automatic replies', () => {
  it('drafts and sends a matching review with no click, charged once at the normal price', async () => {
    const user = await merchant();
    await createRule(t, user, { conditions: { rating: { min: 5 } }, actions: [{ type: 'send', channel: 'platform' }] });
    const review = await arrive(t, user, { content: 'Perfect espresso cups, thank you!' });
    const sentBefore = workers.replies.calls.length;
    await workers.process(user.account.id);

    const row = await itemRow(t, user, review.id);
    expect(row.status).toBe('sent');
    expect(workers.replies.calls.length - sentBefore).toBe(1);
    const charges = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage');
    expect(charges.map((entry) => -entry.delta).sort()).toEqual([PRICES.generateCredits, PRICES.sendCredits].sort());
    expect(charges.every((entry) => entry.userId === null && entry.commentId === review.id)).toBe(true);
    expect(await eventsOf(t, review.id)).toMatchObject([{ action: 'send', result: 'done', credits: SEND_COST }]);

    // The act job again (a retried job): the keys replay, nothing is charged or sent twice.
    const [run] = await runsOf(t, review.id);
    await t.database.db
      .update(automationRuns)
      .set({ status: 'queued' })
      .where(eq(automationRuns.id, run?.id ?? ''));
    await t.queue.add('automation:act', { accountId: user.account.id, runId: run?.id });
    await workers.process(user.account.id);
    expect((await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage')).toHaveLength(2);
    expect(workers.replies.calls.length - sentBefore).toBe(1);
  });

  it('never spends beyond the balance, and a send failure is refunded as a person’s would be', async () => {
    const broke = await merchant(0);
    await createRule(t, broke, {
      conditions: { rating: { min: 5 } },
      actions: [{ type: 'send', channel: 'platform' }],
    });
    const item = await arrive(t, broke, { content: 'Great teapot.' });
    await workers.process(broke.account.id);
    expect(await eventsOf(t, item.id)).toMatchObject([
      { action: 'send', result: 'skipped', detail: M.notEnoughCredits },
    ]);
    expect((await creditState(t, broke.account.id)).available).toBe(0);

    const user = await merchant();
    await createRule(t, user, { conditions: { rating: { min: 5 } }, actions: [{ type: 'send', channel: 'platform' }] });
    const failing = await arrive(t, user, { content: 'Lovely plates.' });
    workers.replies.behaviour.platform = async () => {
      throw new ReplyDeliveryError('(#200) Permissions error', { permanent: true });
    };
    try {
      await workers.process(user.account.id);
    } finally {
      workers.replies.behaviour.platform = null;
    }
    const [event] = await eventsOf(t, failing.id);
    expect(event).toMatchObject({ action: 'send', result: 'failed', credits: PRICES.generateCredits });
    expect((await itemRow(t, user, failing.id)).status).toBe('draft');
    expect((await creditState(t, user.account.id)).used).toBe(PRICES.generateCredits);
  });
});

describe('the daily credit cap', () => {
  it('stops automatic actions once the day’s cap is spent, and says so once in the bell', async () => {
    const user = await merchant();
    await t.request({
      method: 'PUT',
      url: '/api/automation/settings',
      token: user.token,
      brandId: user.brand.id,
      payload: { riskyWords: [], dailyCreditCap: SEND_COST, replyTargetHours: 24 },
    });
    await createRule(t, user, { conditions: { rating: { min: 5 } }, actions: [{ type: 'send', channel: 'platform' }] });
    const items = [];
    for (const text of ['First lovely cup', 'Second lovely cup', 'Third lovely cup']) {
      items.push(await arrive(t, user, { content: text }));
    }
    await workers.process(user.account.id);
    const statuses = await Promise.all(items.map(async (item) => (await itemRow(t, user, item.id)).status));
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(1);
    const capped = await t.database.db
      .select()
      .from(automationEvents)
      .where(and(eq(automationEvents.brandId, user.brand.id), eq(automationEvents.detail, M.capReached)));
    expect(capped).toHaveLength(2);
    expect((await creditState(t, user.account.id)).used).toBe(SEND_COST);
    const bell = recentNotificationsResponseSchema
      .parse(
        (
          await t.request({ url: '/api/comments/notifications/recent', token: user.token, brandId: user.brand.id })
        ).json(),
      )
      .notifications.filter((entry) => entry.kind === 'notice');
    expect(bell).toMatchObject([{ title: M.capReachedTitle, link: '/rules', platform: null, commentId: null }]);
    const settings = await t.request({ url: '/api/automation/settings', token: user.token, brandId: user.brand.id });
    expect(settings.json().data.spentToday).toBe(SEND_COST);
  });
});

describe('hiding spam on the platform', () => {
  it('hides a spam comment, free, and a rule that keeps failing pauses itself and notifies', async () => {
    const user = await merchant();
    const rule = await createRule(t, user, {
      conditions: { platforms: ['instagram'], spam: true },
      actions: [{ type: 'hide' }, { type: 'tag', tag: 'spam' }],
    });
    const spam = await arrive(t, user, {
      platform: 'instagram',
      rating: null,
      content: 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio www.getfollowers.xyz',
    });
    await workers.process(user.account.id);
    expect(workers.hides.filter((hide) => hide.commentExternalId === spam.externalId)).toMatchObject([
      { platform: 'instagram', hidden: true },
    ]);
    const [row] = (await inbox(user, 'status=spam')).comments;
    expect(row?.automation).toMatchObject({ hiddenOnPlatform: true, tags: ['spam'], heldReason: 'spam' });
    expect((await creditState(t, user.account.id)).used).toBe(0);

    workers.behaviour.hideFails = true;
    try {
      for (let index = 0; index < AUTOMATION_LIMITS.failuresBeforePause; index += 1) {
        await arrive(t, user, {
          platform: 'instagram',
          rating: null,
          content: `FREE FOLLOWERS ${index}!!! check my profile 💰💰 link in bio www.getfollowers.xyz`,
        });
        await workers.process(user.account.id);
      }
    } finally {
      workers.behaviour.hideFails = false;
    }
    const paused = ruleResponseSchema.parse(
      (await t.request({ url: `/api/automation/rules/${rule.id}`, token: user.token, brandId: user.brand.id })).json(),
    ).data;
    expect(paused).toMatchObject({ consecutiveFailures: AUTOMATION_LIMITS.failuresBeforePause });
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.pauseReason).toContain('Permission denied');
    const notices = recentNotificationsResponseSchema
      .parse(
        (
          await t.request({ url: '/api/comments/notifications/recent', token: user.token, brandId: user.brand.id })
        ).json(),
      )
      .notifications.filter((entry) => entry.kind === 'notice');
    expect(notices.map((entry) => entry.title)).toContain(M.rulePausedTitle.replace('{rule}', 'Rule'));

    // Paused: the next spam is not acted on until the merchant turns the rule on again.
    const later = await arrive(t, user, {
      platform: 'instagram',
      rating: null,
      content: 'FREE FOLLOWERS!!! link in bio www.x.xyz 💰💰',
    });
    await workers.process(user.account.id);
    expect(await runsOf(t, later.id)).toEqual([]);
  });
});

describe('exactly once per item, rule and revision', () => {
  it('two workers evaluating at once never run a rule twice; an edit runs it again', async () => {
    const user = await merchant();
    await createRule(t, user, { conditions: { rating: { min: 1 } }, actions: [{ type: 'tag', tag: 'seen' }] });
    const items = [];
    for (let index = 0; index < 30; index += 1)
      items.push(await arrive(t, user, { content: `Nice thing number ${index}` }));
    await t.database.db
      .update(comments)
      .set({ signalsVersion: 1, sentiment: 'positive', intent: 'praise', detectedLanguage: 'en' })
      .where(eq(comments.brandId, user.brand.id));
    const noop = async () => {};
    await Promise.all([
      evaluateAccount(t.database.db, user.account.id, noop),
      evaluateAccount(t.database.db, user.account.id, noop),
    ]);
    const runs = await t.database.db.select().from(automationRuns).where(eq(automationRuns.brandId, user.brand.id));
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((run) => run.commentId)).size).toBe(30);

    const first = items[0] as (typeof items)[number];
    await t.database.db.update(comments).set({ content: 'Nice thing, edited' }).where(eq(comments.id, first.id));
    await workers.process(user.account.id);
    expect((await runsOf(t, first.id)).map((run) => run.revision).sort()).toEqual([1, 2]);
  });
});

describe('dry run', () => {
  it('counts equal what turning the rule on does over the same items', async () => {
    const on = await merchant();
    const off = await merchant();
    const rule = {
      name: 'Answer Judge.me',
      conditions: { platforms: ['judgeme' as const, 'instagram' as const] },
      actions: [
        { type: 'send' as const, channel: 'platform' as const },
        { type: 'tag' as const, tag: 'auto' },
      ],
    };
    await createRule(t, on, { ...rule, enabled: true });
    const offRule = await createRule(t, off, { ...rule, enabled: false });
    const texts: [number | null, string, 'judgeme' | 'instagram'][] = [
      [5, 'Best mug I ever owned.', 'judgeme'],
      [4, 'Good grinder, a little loud.', 'judgeme'],
      [1, 'Cracked on arrival, I want a refund.', 'judgeme'],
      [5, 'Gorgeous, but my son is allergic to the paint.', 'judgeme'],
      [null, 'Do you ship to Canada?', 'instagram'],
      [null, 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio www.getfollowers.xyz', 'instagram'],
    ];
    for (const owner of [on, off]) {
      for (const [rating, content, platform] of texts) await arrive(t, owner, { rating, content, platform });
    }
    await workers.process(on.account.id, off.account.id);

    const dry = dryRunResponseSchema.parse(
      (
        await t.request({
          method: 'POST',
          url: `/api/automation/rules/${offRule.id}/dry-run`,
          token: off.token,
          brandId: off.brand.id,
        })
      ).json(),
    ).data;
    const live = await t.database.db
      .select()
      .from(automationEvents)
      .where(and(eq(automationEvents.brandId, on.brand.id), eq(automationEvents.ruleName, rule.name)));
    const done = live.filter((event) => event.result === 'done' || event.result === 'queued');
    const liveCounts = Object.fromEntries(Object.keys(dry.actions).map((type) => [type, 0])) as Record<
      RuleActionType,
      number
    >;
    for (const event of done) liveCounts[event.action as RuleActionType] += 1;

    expect(dry.actions).toEqual(liveCounts);
    expect(dry.actions).toMatchObject({ send: 3, draft: 2, tag: 6 });
    expect(dry.credits).toBe(done.reduce((sum, event) => sum + event.credits, 0));
    expect(dry.credits).toBe((await creditState(t, on.account.id)).used);
    expect(dry.matched).toBe(new Set(live.map((event) => event.commentId)).size);
    expect(dry.heldByBuiltIn).toBe(3);
    expect(dry.examples).toHaveLength(texts.length);
  });
});
