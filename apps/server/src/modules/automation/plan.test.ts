import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_MESSAGES as M,
  CREDIT_SETTINGS_DEFAULTS,
  type RuleAction,
  type RuleConditions,
} from '@bizamply/contracts';
import {
  builtInHold,
  matchesConditions,
  planItem,
  priorityOf,
  settleSteps,
  stepCost,
  tagsOf,
  type ItemFacts,
  type PlanRule,
} from './plan.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const safety = { riskyWords: AUTOMATION_DEFAULTS.riskyWords };

function item(overrides: Partial<ItemFacts> = {}): ItemFacts {
  return {
    platform: 'judgeme',
    status: 'pending',
    rating: 5,
    content: 'Lovely mug, my new favourite for slow mornings.',
    language: 'en',
    sentiment: 'positive',
    intent: 'praise',
    isQuestion: false,
    isSpam: false,
    knownCustomer: false,
    productId: 'p1',
    postedAt: new Date(NOW.getTime() - 60 * 60 * 1000),
    ...overrides,
  };
}

let sequence = 0;
function rule(conditions: RuleConditions, actions: RuleAction[], continueAfter = false): PlanRule {
  sequence += 1;
  return { id: `r${sequence}`, name: `Rule ${sequence}`, continueAfter, conditions, actions };
}

const send: RuleAction = { type: 'send', channel: 'platform' };
const kinds = (steps: ReturnType<typeof planItem>['steps']) =>
  steps.map((step) => `${step.action.type}${step.skipped ? ` (skipped: ${step.skipped})` : ''}`);

describe('conditions', () => {
  it('match on platform, kind, rating range, language, sentiment, intent, question, spam, order and product', () => {
    const base = item({ knownCustomer: true, isQuestion: true, intent: 'question' });
    expect(matchesConditions({ platforms: ['judgeme'] }, base)).toBe(true);
    expect(matchesConditions({ platforms: ['instagram'] }, base)).toBe(false);
    expect(matchesConditions({ kinds: ['review'] }, base)).toBe(true);
    expect(matchesConditions({ kinds: ['comment', 'message'] }, base)).toBe(false);
    expect(matchesConditions({ rating: { min: 4 } }, base)).toBe(true);
    expect(matchesConditions({ rating: { max: 4 } }, base)).toBe(false);
    expect(matchesConditions({ rating: { min: 1 } }, item({ rating: null }))).toBe(false);
    expect(matchesConditions({ languages: ['en', 'fr'] }, base)).toBe(true);
    expect(matchesConditions({ languages: ['de'] }, base)).toBe(false);
    expect(matchesConditions({ sentiments: ['negative'] }, base)).toBe(false);
    expect(matchesConditions({ intents: ['question'] }, base)).toBe(true);
    expect(matchesConditions({ isQuestion: true }, base)).toBe(true);
    expect(matchesConditions({ spam: true }, base)).toBe(false);
    expect(matchesConditions({ hasOrder: true }, base)).toBe(true);
    expect(matchesConditions({ productIds: ['p2'] }, base)).toBe(false);
  });

  it('find whole words and their longer forms, regardless of case and accents', () => {
    const text = item({ content: 'I was REFUNDED after the café mix-up' });
    expect(matchesConditions({ containsWords: ['refund'] }, text)).toBe(true);
    expect(matchesConditions({ containsWords: ['cafe'] }, text)).toBe(true);
    expect(matchesConditions({ containsWords: ['fund'] }, text)).toBe(false);
    expect(matchesConditions({ excludesWords: ['mix up'] }, text)).toBe(false);
    expect(matchesConditions({ containsWords: ['mug'], excludesWords: ['broken'] }, item())).toBe(true);
  });
});

describe('the built-in hold', () => {
  it('holds spam, reviews of 2★ or less and risky words, in that order', () => {
    expect(builtInHold(item({ isSpam: true, rating: 1 }), safety)).toBe('spam');
    expect(builtInHold(item({ rating: 2, content: 'I want a refund' }), safety)).toBe('low_rating');
    expect(builtInHold(item({ rating: 4, content: 'Careful: my son is allergic to it' }), safety)).toBe('risky_words');
    expect(builtInHold(item({ platform: 'instagram', rating: 1 }), safety)).toBeNull();
    expect(builtInHold(item({ content: 'a SCAM, call my lawyer' }), { riskyWords: [] })).toBeNull();
    expect(builtInHold(item(), safety)).toBeNull();
  });

  it('no rule can send a held item: the send becomes a draft for a person', () => {
    const all = rule({ platforms: ['judgeme'] }, [send]);
    const plan = planItem(item({ rating: 1, content: 'Broken. I want a refund.' }), [all], safety, NOW);
    expect(plan.hold).toBe('low_rating');
    expect(kinds(plan.steps)).toEqual([`send (skipped: ${M.heldSkipped})`, 'draft']);
  });

  it('spam is never drafted, sent or charged, but a rule may hide and tag it', () => {
    const drafter = rule({ platforms: ['instagram'] }, [{ type: 'draft' }], true);
    const spamRule = rule({ spam: true }, [{ type: 'hide' }, { type: 'tag', tag: 'spam' }]);
    const spam = item({ platform: 'instagram', rating: null, isSpam: true });
    const plan = planItem(spam, [drafter, spamRule], safety, NOW);
    expect(plan.hold).toBe('spam');
    expect(kinds(plan.steps)).toEqual([`draft (skipped: ${M.spamSkipped})`, 'hide', 'tag']);
    expect(
      plan.steps
        .filter((step) => !step.skipped)
        .reduce((sum, step) => sum + stepCost(step.action, CREDIT_SETTINGS_DEFAULTS), 0),
    ).toBe(0);
  });

  it('a held (non-spam) item is not hidden automatically', () => {
    const hider = rule({ platforms: ['facebook'] }, [{ type: 'hide' }]);
    const plan = planItem(
      item({ platform: 'facebook', rating: null, content: 'This is a scam' }),
      [hider],
      safety,
      NOW,
    );
    expect(kinds(plan.steps)).toEqual([`hide (skipped: ${M.heldSkipped})`]);
  });
});

describe('rule order', () => {
  it('the first matching rule decides; "continue" lets the next ones act too', () => {
    const first = rule({ rating: { min: 4 } }, [{ type: 'tag', tag: 'happy' }]);
    const second = rule({ platforms: ['judgeme'] }, [send]);
    expect(kinds(planItem(item(), [first, second], safety, NOW).steps)).toEqual(['tag']);
    const continuing = { ...first, continueAfter: true };
    const plan = planItem(item(), [continuing, second], safety, NOW);
    expect(plan.matched.map((entry) => entry.id)).toEqual([continuing.id, second.id]);
    expect(kinds(plan.steps)).toEqual(['tag', 'send']);
  });

  it('one reply per item (the first rule that replies), the first priority wins, tags add up', () => {
    const a = rule(
      { rating: { min: 5 } },
      [{ type: 'draft' }, { type: 'priority', priority: 'low' }, { type: 'tag', tag: 'a' }],
      true,
    );
    const b = rule({ platforms: ['judgeme'] }, [
      send,
      { type: 'priority', priority: 'high' },
      { type: 'tag', tag: 'b' },
    ]);
    const plan = planItem(item(), [a, b], safety, NOW);
    expect(kinds(plan.steps)).toEqual(['draft', 'priority', 'tag', 'tag']);
    expect(priorityOf(plan.steps)).toBe('low');
    expect(tagsOf(plan.steps)).toEqual(['a', 'b']);
  });

  it('a hidden comment is not answered', () => {
    const hider = rule({ platforms: ['instagram'] }, [{ type: 'hide' }], true);
    const replier = rule({ platforms: ['instagram'] }, [send]);
    const plan = planItem(item({ platform: 'instagram', rating: null }), [hider, replier], safety, NOW);
    expect(kinds(plan.steps)).toEqual(['hide', `send (skipped: ${M.hiddenNoReply})`]);
  });
});

describe('what a rule cannot do to an item', () => {
  it('answers nothing a person answered, nothing older than 7 days, and sends nothing where replies are impossible', () => {
    const replier = rule({ rating: { min: 4 } }, [send]);
    expect(kinds(planItem(item({ status: 'draft' }), [replier], safety, NOW).steps)).toEqual([
      `send (skipped: ${M.answeredByPerson})`,
    ]);
    const old = item({ postedAt: new Date(NOW.getTime() - 8 * 24 * 60 * 60 * 1000) });
    expect(planItem(old, [replier], safety, NOW).steps[0]?.skipped).toContain('7 days');
    const shopify = planItem(item({ platform: 'shopify' }), [replier], safety, NOW);
    expect(shopify.steps[0]?.skipped).toBe('Shopify does not accept replies');
    expect(
      kinds(
        planItem(item({ platform: 'shopify' }), [rule({ rating: { min: 4 } }, [{ type: 'draft' }])], safety, NOW).steps,
      ),
    ).toEqual(['draft']);
  });

  it('hides only where the platform can', () => {
    const hider = rule({ rating: { min: 1 } }, [{ type: 'hide' }]);
    expect(planItem(item({ rating: 4 }), [hider], safety, NOW).steps[0]?.skipped).toBe(
      M.notSupported.replace('{platform}', 'Judge.me'),
    );
  });
});

describe('costs and the daily cap', () => {
  const prices = CREDIT_SETTINGS_DEFAULTS;

  it('a draft costs the generate price, a send adds its channel, hiding and tagging are free', () => {
    expect(stepCost({ type: 'draft' }, prices)).toBe(prices.generateCredits);
    expect(stepCost(send, prices)).toBe(prices.generateCredits + prices.sendCredits);
    expect(stepCost({ type: 'send', channel: 'both' }, prices)).toBeGreaterThan(stepCost(send, prices));
    expect(stepCost({ type: 'hide' }, prices)).toBe(0);
  });

  it('stops paid steps the cap cannot cover and lets the free ones through', async () => {
    const plan = planItem(item(), [rule({ rating: { min: 5 } }, [send, { type: 'tag', tag: 'x' }])], safety, NOW);
    let left = stepCost(send, prices) - 1;
    const outcomes = await settleSteps(plan.steps, prices, (cost) => {
      if (cost > left) return false;
      left -= cost;
      return true;
    });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['capped', 'applied']);
  });
});
