import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { comments, triageRankOf, triageRankText } from './index.ts';

describe('the Priority rank', () => {
  it('is one expression in its two forms: the index (query builder) and the inbox page (SQL text)', () => {
    const built = new PgDialect().sqlToQuery(triageRankOf(comments)).sql.replaceAll('"comments".', '');
    expect(built.replaceAll('"', '')).toBe(triageRankText(''));
  });
});
