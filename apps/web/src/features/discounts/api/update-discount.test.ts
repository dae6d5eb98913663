import type { Discount } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { discountFormDefaults, discountFormSchema, toLocalInput } from './update-discount';

const discount: Discount = {
  id: '2b0f9a52-8d0c-4a53-9d7e-3f0f8f7f5a10',
  externalId: 'gid://shopify/DiscountCodeNode/1',
  title: 'Seasonal Sale',
  code: 'SEASON20',
  type: 'percentage',
  amount: 20,
  currencyCode: null,
  status: 'ACTIVE',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  usageLimit: null,
  timesUsed: 4,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the Edit Discount form schema (shared update rules behind the form)', () => {
  it('turns the typed values into the update the server takes', () => {
    const values = { ...discountFormDefaults(discount), amount: '25', usageLimit: '300' };
    const result = discountFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      title: 'Seasonal Sale',
      type: 'percentage',
      amount: 25,
      startsAt: new Date(values.startsAt).toISOString(),
      endsAt: null,
      usageLimit: 300,
    });
  });

  it('names the field of each broken rule with the shared messages', () => {
    const issue = (overrides: Record<string, string>) =>
      discountFormSchema.safeParse({ ...discountFormDefaults(discount), ...overrides }).error?.issues[0];
    expect(issue({ amount: '0' })).toMatchObject({ path: ['amount'], message: 'Amount must be greater than 0' });
    expect(issue({ amount: '150' })).toMatchObject({ path: ['amount'], message: 'A percentage cannot be above 100' });
    expect(issue({ amount: 'ten' })?.path).toEqual(['amount']);
    expect(issue({ title: '  ' })).toMatchObject({ path: ['title'], message: 'Title is required' });
    expect(issue({ usageLimit: '0' })).toMatchObject({
      path: ['usageLimit'],
      message: 'Usage limit must be at least 1',
    });
    expect(issue({ endsAt: toLocalInput('2026-10-01T00:00:00.000Z') })?.path).toEqual(['endsAt']);
  });
});
