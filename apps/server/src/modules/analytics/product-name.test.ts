import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/database.ts';
import { cleanProductName, productKey, withProductKey } from './product-name.ts';

/** Spec 2 §5: empty → Unknown Product; junk phrases dropped; leading digits removed; words capitalised. */
const CASES: [string | null, string | null][] = [
  [null, 'Unknown Product'],
  ['', 'Unknown Product'],
  ['  \t ', 'Unknown Product'],
  ['12345', 'Unknown Product'],
  ['unknown product', 'Unknown Product'],
  ['ceramic mug', 'Ceramic Mug'],
  ['CERAMIC   MUG', 'Ceramic Mug'],
  ['  123 Ceramic Mug ', 'Ceramic Mug'],
  ['2-Pack Socks', 'Pack Socks'],
  ['3. Tea Set', 'Tea Set'],
  ['#5 Brush', '#5 Brush'],
  ['Product 123', 'Product 123'],
  ["men's t-shirt", "Men's T-shirt"],
  ['éclair box', 'Éclair Box'],
  ['tab\tseparated\nname', 'Tab Separated Name'],
  ['Test Product', null],
  ['My TEST PRODUCT 2', null],
  ['Free SAMPLE kit', null],
  ['N/A', null],
  ['Default Title', null],
  ['Do not use - old', null],
  ['placeholder', null],
];

describe('cleanProductName (spec 2 §5)', () => {
  it.each(CASES)('%j → %j', (raw, expected) => {
    expect(cleanProductName(raw)).toBe(expected);
  });

  it('groups spellings that differ only in case, spacing and leading digits', () => {
    expect(new Set(['12 Ceramic Mug', 'ceramic  mug', 'CERAMIC MUG', ' Ceramic Mug'].map(productKey))).toEqual(
      new Set(['ceramic mug']),
    );
  });
});

describe('the SQL key agrees with productKey()', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const pieces = [
    '',
    ' ',
    '  ',
    '\t',
    '\n',
    '7',
    '42',
    '-',
    '. ',
    '#',
    ')',
    'Mug',
    'mUG',
    'Test Product',
    'sample',
    'é',
    "men's",
    'N/A',
    'x',
  ];
  const generated = pieces.flatMap((a) => pieces.flatMap((b) => pieces.map((c) => a + b + c)));

  it('on every hand-made case and on generated combinations of digits, separators, spaces and junk', async () => {
    const titles = [...CASES.map(([raw]) => raw), ...generated];
    const result = await database.db.execute<{ product_key: string | null; n: string }>(sql`
      SELECT product_key, n FROM ${withProductKey(
        sql`SELECT * FROM unnest(${sql.param(titles)}::text[]) WITH ORDINALITY AS u(title, n)`,
      )} keyed ORDER BY n`);
    expect(result.rows).toHaveLength(titles.length);
    const mismatches = result.rows.filter((row, index) => row.product_key !== productKey(titles[index]));
    expect(mismatches).toEqual([]);
  });
});
