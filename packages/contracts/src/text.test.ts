import { describe, expect, it } from 'vitest';
import { findInvalidText, hasInvalidText, isSafeUserUrl, stripInvalidText, stripInvalidTextDeep } from './text.ts';

describe('invalid text', () => {
  it('is NUL and surrogates without their pair; paired surrogates (emoji) are text', () => {
    expect(hasInvalidText('a\u0000b')).toBe(true);
    expect(hasInvalidText('a\ud800b')).toBe(true);
    expect(hasInvalidText('\udfff')).toBe(true);
    expect(hasInvalidText('x\ud83d')).toBe(true);
    expect(hasInvalidText('👩‍👩‍👧‍👦 مرحبا \u202e ok\t\n')).toBe(false);
    expect(stripInvalidText('a\u0000b\ud800c\udfffd😀')).toBe('abcd😀');
  });

  it('is found in any value or key of a request part, with its path', () => {
    expect(findInvalidText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(findInvalidText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findInvalidText('\ud800')).toEqual([]);
    expect(findInvalidText({ a: 'fine', b: 2, c: null, d: ['😀'] })).toBeNull();
  });

  it('is removed from every string of a parsed value', () => {
    expect(stripInvalidTextDeep({ ['k\u0000']: ['v\ud800', 1, true, null] })).toEqual({ k: ['v', 1, true, null] });
  });
});

describe('user URLs', () => {
  it.each([
    ['https://images.example.com/me.png', true],
    ['/api/profile/avatar/0b6e6c9e-5a8f-4b1e-9d0a-3c2f1e4d5a6b?v=0123456789abcdef', true],
    ['http://images.example.com/me.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['file:///etc/passwd', false],
    ['ftp://example.com/a.png', false],
    ['//evil.example.com/a.png', false],
    ['https://user:secret@example.com/a.png', false],
    ['/api/profile/avatar/../../admin', false],
    ['not a url', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeUserUrl(url)).toBe(safe);
  });
});
