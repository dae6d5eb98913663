import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts a canonical UUID in either case and nothing else', () => {
    expect(isUuid('11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(isUuid('ABCDEF01-2345-6789-ABCD-EF0123456789')).toBe(true);
    expect(isUuid('11111111-1111-4111-8111-11111111111')).toBe(false);
    expect(isUuid('11111111111141118111111111111111')).toBe(false);
    expect(isUuid(' 11111111-1111-4111-8111-111111111111')).toBe(false);
    expect(isUuid("1'; drop table users; --")).toBe(false);
  });
});
