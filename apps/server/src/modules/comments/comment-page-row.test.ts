import { describe, expect, it } from 'vitest';
import { PAGE_COLUMNS, pageRowReader } from './comment-page-row.ts';

describe('pageRowReader', () => {
  it('reads each field from its own column, after the leading ones', () => {
    const fields = [...PAGE_COLUMNS.matchAll(/ AS "(\w+)"/g)].map((match) => match[1]);
    // A row whose every column holds its own field's name, behind two leading columns.
    const item = pageRowReader(2)(['lead-1', 'lead-2', ...fields]) as unknown as Record<string, unknown>;
    const read = Object.keys(item);
    expect(read.length).toBe(fields.length - 1); // all but the Priority sort's key
    for (const field of read) expect(item[field]).toBe(field);
  });
});
