import { ruleInputSchema, type PriceList } from '@bizamply/contracts';
import type { Executor } from '../db/client.ts';
import { automationRules } from '../db/schema/index.ts';
import { evaluateBatch } from '../modules/automation/index.ts';

/**
 * Two sensible rules per demo brand, both off (automatic sending stays off until the merchant turns a rule
 * on); their dry run has the demo's last 30 days to show: happy reviews answered, spam hidden.
 */
const DEMO_RULES = [
  {
    name: 'Thank happy reviewers',
    conditions: { kinds: ['review'], rating: { min: 5 }, sentiments: ['positive'] },
    actions: [{ type: 'send', channel: 'platform' }],
  },
  {
    name: 'Hide spam on social',
    conditions: { platforms: ['instagram', 'facebook', 'tiktok'], spam: true },
    actions: [{ type: 'hide' }, { type: 'tag', tag: 'spam' }],
  },
];

export async function seedDemoRules(tx: Executor, scope: { accountId: string; brandId: string }): Promise<void> {
  await tx.insert(automationRules).values(
    DEMO_RULES.map((rule, index) => ({
      ...ruleInputSchema.parse({ ...rule, enabled: false }),
      accountId: scope.accountId,
      brandId: scope.brandId,
      position: index + 1,
    })),
  );
}

/**
 * The built-in hold over the demo's items, as the evaluation job would apply it right after start: low ratings,
 * risky words and spam wait in "Needs a person". No rule is on, so nothing is drafted, sent or charged.
 */
export async function evaluateDemoItems(tx: Executor, accountId: string, prices: PriceList, now: Date): Promise<void> {
  const context = { prices, now, brands: new Map() };
  for (;;) {
    const batch = await evaluateBatch(tx, accountId, context);
    if (batch.runIds.length > 0) throw new Error('a demo rule acted during the seed: demo rules must be off');
    if (batch.count === 0) break;
  }
}
