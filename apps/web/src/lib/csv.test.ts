import { describe, expect, it } from 'vitest';
import { buildCsv, fileDate } from './csv';

describe('buildCsv', () => {
  it('quotes commas, quotes and line breaks, and leaves empty cells for missing values', () => {
    expect(
      buildCsv(
        ['a', 'b', 'c'],
        [
          ['x,y', 'say "hi"', 'two\nlines'],
          [1, null, undefined],
        ],
      ),
    ).toBe('a,b,c\r\n"x,y","say ""hi""","two\nlines"\r\n1,,');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(buildCsv(['v'], [['=SUM(A1)'], ['@cmd'], [-5], ['+1']])).toBe("v\r\n'=SUM(A1)\r\n'@cmd\r\n-5\r\n'+1");
  });

  it('dates file names by the local day', () => {
    expect(fileDate(new Date(2026, 1, 7, 23, 59))).toBe('2026-02-07');
  });
});
