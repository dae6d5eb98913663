import { ruleInputSchema, type Rule } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { actionsSummary, conditionsSummary, EMPTY_RULE_FORM, fromRule, sectionOf, toRuleInput } from './rule-form';

describe('the rule editor', () => {
  it('turns the picked fields into the API rule, and a saved rule back into the fields', () => {
    const input = toRuleInput(
      {
        ...EMPTY_RULE_FORM,
        name: ' Thank happy reviewers ',
        kinds: ['review'],
        ratingMin: '5',
        sentiments: ['positive'],
        excludesWords: 'refund, broken',
        reply: 'send',
        channel: 'both',
        tags: 'happy, vip',
        priority: 'low',
      },
      false,
    );
    expect(input).toEqual({
      name: 'Thank happy reviewers',
      enabled: false,
      continueAfter: false,
      conditions: {
        kinds: ['review'],
        rating: { min: 5, max: undefined },
        sentiments: ['positive'],
        excludesWords: ['refund', 'broken'],
      },
      actions: [
        { type: 'send', channel: 'both' },
        { type: 'tag', tag: 'happy' },
        { type: 'tag', tag: 'vip' },
        { type: 'priority', priority: 'low' },
      ],
    });
    expect(ruleInputSchema.safeParse(input).success).toBe(true);
    const saved = ruleInputSchema.parse(input);
    const rule: Rule = {
      ...saved,
      id: 'r1',
      position: 1,
      pausedAt: null,
      pauseReason: null,
      consecutiveFailures: 0,
      createdAt: '',
      updatedAt: '',
    };
    expect(toRuleInput(fromRule(rule), false)).toEqual(input);
    expect(conditionsSummary(saved.conditions, new Map())).toBe('Reviews · 5★ · Positive · without "refund", "broken"');
    expect(actionsSummary(saved.actions)).toBe(
      'Draft and send (platform and WhatsApp) · Tag: happy · Tag: vip · Low priority',
    );
  });

  it('an empty form is a rule without conditions or actions, refused with the sections named', () => {
    const result = ruleInputSchema.safeParse(toRuleInput({ ...EMPTY_RULE_FORM, name: 'x' }, false));
    expect(result.success).toBe(false);
    const sections = result.error?.issues.map((issue) => sectionOf(issue.path.join('.')));
    expect(sections).toEqual(expect.arrayContaining(['actions']));
    expect(sectionOf('conditions.rating')).toBe('rating');
    expect(sectionOf('conditions.excludesWords')).toBe('words');
    expect(sectionOf('conditions.productIds.0')).toBe('products');
    expect(sectionOf('conditions')).toBe('conditions');
    expect(sectionOf('actions.0.type')).toBe('actions');
  });
});
