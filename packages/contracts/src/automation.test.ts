import { describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES as M } from './automation-messages.ts';
import { ruleInputSchema } from './automation-schemas.ts';

const valid = {
  name: 'Thank happy reviewers',
  conditions: { kinds: ['review'], rating: { min: 5 } },
  actions: [{ type: 'send' }],
};

/** The first issue of an invalid rule, as the API names it: the field path and the message. */
function firstIssue(input: unknown) {
  const result = ruleInputSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('rule validation', () => {
  it('accepts a sensible rule, off by default, sending to the platform', () => {
    const rule = ruleInputSchema.parse(valid);
    expect(rule.enabled).toBe(false);
    expect(rule.continueAfter).toBe(false);
    expect(rule.actions).toEqual([{ type: 'send', channel: 'platform' }]);
  });

  it('refuses a rule without conditions (an empty rating range is none)', () => {
    expect(firstIssue({ ...valid, conditions: {} })).toEqual({ field: 'conditions', message: M.noConditions });
    expect(firstIssue({ ...valid, conditions: { rating: {} } })).toEqual({
      field: 'conditions',
      message: M.noConditions,
    });
  });

  it('refuses an unknown field, naming it', () => {
    const result = ruleInputSchema.safeParse({ ...valid, conditions: { ...valid.conditions, stars: 5 } });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['conditions']);
    expect(issue && 'keys' in issue ? issue.keys : []).toEqual(['stars']);
    expect(firstIssue({ ...valid, actions: [{ type: 'explode' }] })?.field).toBe('actions.0.type');
  });

  it('refuses a contradictory rating range, and words both required and excluded', () => {
    expect(firstIssue({ ...valid, conditions: { rating: { min: 4, max: 2 } } })).toEqual({
      field: 'conditions.rating',
      message: M.ratingRange,
    });
    expect(firstIssue({ ...valid, conditions: { containsWords: ['Gift'], excludesWords: ['gift'] } })).toEqual({
      field: 'conditions.excludesWords',
      message: M.wordsContradict,
    });
    expect(firstIssue({ ...valid, conditions: { platforms: ['instagram'], kinds: ['review'] } })).toEqual({
      field: 'conditions.kinds',
      message: M.noPlatformOfKind,
    });
  });

  it('refuses an action the platform does not support', () => {
    expect(firstIssue({ ...valid, conditions: { platforms: ['judgeme'] }, actions: [{ type: 'hide' }] })).toEqual({
      field: 'actions.0.type',
      message: 'Judge.me does not support hiding comments',
    });
    expect(firstIssue({ ...valid, conditions: { kinds: ['review'] }, actions: [{ type: 'hide' }] })?.message).toBe(
      'Shopify does not support hiding comments',
    );
    expect(firstIssue({ ...valid, conditions: { platforms: ['shopify'] }, actions: [{ type: 'send' }] })?.message).toBe(
      'Shopify does not accept replies',
    );
    // A rule for every platform acts where the action exists (the engine skips the others).
    expect(firstIssue({ ...valid, conditions: { spam: true }, actions: [{ type: 'hide' }] })).toBeNull();
    expect(
      firstIssue({ ...valid, conditions: { platforms: ['instagram', 'tiktok'] }, actions: [{ type: 'hide' }] }),
    ).toBeNull();
  });

  it('refuses contradictory actions', () => {
    const conditions = { platforms: ['instagram'] };
    expect(firstIssue({ ...valid, conditions, actions: [{ type: 'send' }, { type: 'approval' }] })).toEqual({
      field: 'actions.1.type',
      message: M.oneReply,
    });
    expect(firstIssue({ ...valid, conditions, actions: [{ type: 'hide' }, { type: 'draft' }] })?.message).toBe(
      M.hideAndReply,
    );
    expect(firstIssue({ ...valid, conditions, actions: [{ type: 'hold' }, { type: 'send' }] })?.message).toBe(
      M.holdAndSend,
    );
    expect(firstIssue({ ...valid, conditions, actions: [{ type: 'hold' }, { type: 'draft' }] })).toBeNull();
    expect(
      firstIssue({
        ...valid,
        conditions,
        actions: [
          { type: 'priority', priority: 'high' },
          { type: 'priority', priority: 'low' },
        ],
      })?.message,
    ).toBe(M.duplicateAction);
    expect(firstIssue({ ...valid, actions: [] })).toEqual({ field: 'actions', message: M.noActions });
  });
});
