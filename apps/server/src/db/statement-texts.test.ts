import { describe, expect, it } from 'vitest';
import { statementTexts } from './reads.ts';

describe('statementTexts', () => {
  it('builds a kind of statement once and hands back the same string, within its bound', () => {
    const textOf = statementTexts(2);
    let built = 0;
    const build = (text: string) => () => {
      built += 1;
      return `SELECT ${text}`;
    };
    const first = textOf('a', build('1'));
    expect(textOf('a', build('ignored'))).toBe(first);
    expect(textOf('b', build('2'))).toBe('SELECT 2');
    expect(built).toBe(2);
    // Past the bound a new kind is built each time (and still right), the kept ones stay.
    expect(textOf('c', build('3'))).toBe('SELECT 3');
    expect(textOf('c', build('3'))).toBe('SELECT 3');
    expect(built).toBe(4);
    expect(textOf('a', build('ignored'))).toBe('SELECT 1');
  });
});
