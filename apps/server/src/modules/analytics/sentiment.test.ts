import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/database.ts';
import { sentimentScore, sentimentSql } from './sentiment.ts';

/** Spec 2 §5: +2 love, great, excellent; +1 good, nice, happy; −2 bad, terrible, hate; −1 poor, disappointed. */
const CASES: [string, number][] = [
  ['I love it', 2],
  ['Loved it, GREAT quality', 4],
  ['Excellent!', 2],
  ['good and nice, happy', 3],
  ['bad', -2],
  ['Terrible. I hate it', -4],
  ['poor fit, disappointed', -2],
  ['love love love', 2],
  ['great but poor packaging', 1],
  ['glove, whatever, sunhat', 0],
  ['', 0],
  ['Okay', 0],
  ['"Nice"-ish', 1],
  ['so_good', 0],
];

describe('sentimentScore (spec 2 §5)', () => {
  it.each(CASES)('%j → %d', (text, expected) => {
    expect(sentimentScore(text)).toBe(expected);
  });
});

describe('the SQL score agrees with sentimentScore()', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const words = [
    'love',
    'LOVED',
    'glove',
    'great',
    'hate',
    'whatever',
    'bad',
    'badly',
    'poor',
    'disappointed',
    'nice',
    'é',
    ',',
    ' ',
    '-',
    '_',
    '9',
  ];
  const generated = words.flatMap((a) => words.flatMap((b) => words.map((c) => `${a}${b} ${c}`)));

  it('on every hand-made case and on generated texts', async () => {
    const texts = [...CASES.map(([text]) => text), ...generated];
    const result = await database.db.execute<{ score: number }>(sql`
      SELECT ${sentimentSql(sql`lc`)} AS score
      FROM (SELECT lower(text) AS lc, n FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS u(text, n) OFFSET 0) t
      ORDER BY n`);
    const mismatches = result.rows.flatMap((row, index) =>
      row.score === sentimentScore(texts[index]) ? [] : [{ text: texts[index], sql: row.score }],
    );
    expect(mismatches).toEqual([]);
  });
});
