import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATION_MESSAGES as M,
  approvalDecisionResponseSchema,
  approvalDraftResponseSchema,
  approvalsResponseSchema,
  commentsResponseSchema,
  CREDIT_SETTINGS_DEFAULTS,
} from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditState, fakeDispatcher, grantCredits, ledgerEntries } from '../comments/inbox.test-support.ts';
import { arrive, automationWorkers, createRule, eventsOf, itemRow } from './automation.test-support.ts';

let t: TestApp;
let workers: Awaited<ReturnType<typeof automationWorkers>>;
const replies = fakeDispatcher();
const PRICES = CREDIT_SETTINGS_DEFAULTS;

beforeAll(async () => {
  t = await buildTestApp({}, { replyDispatcher: replies.dispatcher });
  workers = await automationWorkers(t, replies);
});
afterAll(async () => {
  await t.close();
});

async function queueTwo() {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, 100);
  await createRule(t, user, {
    name: 'Draft for approval',
    conditions: { rating: { min: 4 } },
    actions: [{ type: 'approval', channel: 'platform' }],
  });
  const first = await arrive(t, user, { content: 'Wonderful glaze, thank you.' });
  const second = await arrive(t, user, { content: 'Sturdy and pretty.' });
  await workers.process(user.account.id);
  const as = { token: user.token, brandId: user.brand.id };
  return { user, as, first, second };
}

describe('approval queue', () => {
  it('lists rule drafts, lets the approver edit, and approves in bulk: charged once per item, a repeat replays', async () => {
    const { user, as, first, second } = await queueTwo();
    const queue = approvalsResponseSchema.parse((await t.request({ url: '/api/automation/approvals', ...as })).json());
    expect(queue.data.items.map((item) => item.commentId).sort()).toEqual([first.id, second.id].sort());
    expect(queue.data.items[0]).toMatchObject({ ruleName: 'Draft for approval', channel: 'platform' });
    const drafts = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage');
    expect(drafts).toHaveLength(2);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/automation/approvals/${first.id}/draft`,
      ...as,
      payload: { draftContent: 'Thank you so much, enjoy it!' },
    });
    expect(approvalDraftResponseSchema.parse(edited.json()).data.draft).toBe('Thank you so much, enjoy it!');

    const sentBefore = replies.calls.length;
    const approve = () =>
      t.request({
        method: 'POST',
        url: '/api/automation/approvals/approve',
        ...as,
        payload: { commentIds: [first.id] },
      });
    const [a, b] = await Promise.all([approve(), approve()]);
    const results = [a, b].map((response) => approvalDecisionResponseSchema.parse(response.json()).data.results[0]);
    // The racing request replays the first: the send as it stands (still being delivered, or delivered).
    expect(results.map((result) => result?.status)).toContain('sent');
    expect(results.every((result) => result?.status === 'sent' || result?.status === 'queued')).toBe(true);
    expect(results.filter((result) => result?.replayed)).toHaveLength(1);
    expect(replies.calls.length - sentBefore).toBe(1);
    expect(replies.calls.at(-1)?.text).toBe('Thank you so much, enjoy it!');
    const again = approvalDecisionResponseSchema.parse((await approve()).json()).data.results[0];
    expect(again).toMatchObject({ status: 'sent', replayed: true, creditsUsed: 0 });
    const sends = (await ledgerEntries(t, user.account.id)).filter((entry) =>
      entry.description.startsWith('Response sent'),
    );
    expect(sends).toHaveLength(1);
    expect((await creditState(t, user.account.id)).used).toBe(2 * PRICES.generateCredits + PRICES.sendCredits);
    expect((await eventsOf(t, first.id)).map((event) => event.action)).toEqual(['approval', 'approve']);

    const left = approvalsResponseSchema.parse((await t.request({ url: '/api/automation/approvals', ...as })).json());
    expect(left.data.items.map((item) => item.commentId)).toEqual([second.id]);
  });

  it('rejects: the draft stays, the item leaves the queue and waits in "Needs a person"', async () => {
    const { as, first, second, user } = await queueTwo();
    const rejected = await t.request({
      method: 'POST',
      url: '/api/automation/approvals/reject',
      ...as,
      payload: { commentIds: [second.id] },
    });
    expect(approvalDecisionResponseSchema.parse(rejected.json())).toMatchObject({
      message: M.rejected.replace('{n}', '1'),
      data: { results: [{ commentId: second.id, status: 'rejected' }] },
    });
    const row = await itemRow(t, user, second.id);
    expect(row).toMatchObject({ status: 'draft', heldReason: 'rejected', approvalState: null });
    const held = commentsResponseSchema.parse((await t.request({ url: '/api/comments?status=held', ...as })).json());
    expect(held.data.comments.map((item) => item.id)).toEqual([second.id]);
    // Not waiting any more: approving it is reported, not sent.
    const late = await t.request({
      method: 'POST',
      url: '/api/automation/approvals/approve',
      ...as,
      payload: { commentIds: [second.id, first.id] },
    });
    const results = approvalDecisionResponseSchema.parse(late.json()).data.results;
    expect(results.find((result) => result.commentId === second.id)).toMatchObject({
      status: 'failed',
      message: M.notAwaitingApproval,
    });
    expect(results.find((result) => result.commentId === first.id)?.status).toBe('sent');
  });

  it("another account's item is a 404 for the whole request, and nothing is sent", async () => {
    const { first } = await queueTwo();
    const stranger = await createUserWithBrand(t);
    const sentBefore = replies.calls.length;
    for (const url of ['/api/automation/approvals/approve', '/api/automation/approvals/reject']) {
      const response = await t.request({
        method: 'POST',
        url,
        token: stranger.token,
        brandId: stranger.brand.id,
        payload: { commentIds: [first.id] },
      });
      expect(response.statusCode).toBe(404);
    }
    const edit = await t.request({
      method: 'PUT',
      url: `/api/automation/approvals/${first.id}/draft`,
      token: stranger.token,
      brandId: stranger.brand.id,
      payload: { draftContent: 'hijacked' },
    });
    expect(edit.statusCode).toBe(404);
    const history = await t.request({
      url: `/api/automation/activity?commentId=${first.id}`,
      token: stranger.token,
      brandId: stranger.brand.id,
    });
    expect(history.statusCode).toBe(404);
    expect(replies.calls.length).toBe(sentBefore);
  });
});
