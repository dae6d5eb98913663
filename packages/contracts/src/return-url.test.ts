import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/reports', '/reports'],
    ['/transactions?page=2#top', '/transactions?page=2#top'],
    ['/a/../settings', '/settings'],
    ['/%2F%2Fevil.example.com', '/%2F%2Fevil.example.com'],
  ])('keeps the same-origin path %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '/\\evil.example.com',
    '/\\/evil.example.com',
    '//evil.example.com',
    '///evil.example.com',
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    'https://evil.example.com/',
    'http://localhost:3000/dashboard',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'evil.example.com',
    ' /dashboard',
    '',
    'x'.repeat(10),
    `/${'a'.repeat(2100)}`,
    null,
    undefined,
    42,
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
