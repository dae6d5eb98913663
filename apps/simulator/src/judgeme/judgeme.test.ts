import { describe, expect, it } from 'vitest';
import { phoneFor } from '../store/generate.ts';

describe('generated reviewer phones', () => {
  it('are deterministic, for some reviewers only, in the 555-01xx range kept for fiction', () => {
    const keys = Array.from({ length: 200 }, (_, index) => `judgeme:shop.myshopify.com:${index}`);
    const phones = keys.map(phoneFor);
    expect(keys.map(phoneFor)).toEqual(phones);
    const known = phones.filter((phone): phone is string => phone !== null);
    expect(known.length).toBeGreaterThan(40);
    expect(known.length).toBeLessThan(140);
    for (const phone of known) expect(phone).toMatch(/^\+1 \([2-9]\d\d\) 555-01\d\d$/);
  });
});
