import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { SimulatorContext } from '../common/context.ts';
import { decodeCursor, encodeCursor, historyAnchor, numberFor, randomFor } from '../store/generate.ts';

/**
 * Shopify's code discounts (Admin GraphQL `codeDiscountNodes` / `discountNodes`, `discountCodeBasicCreate`,
 * `discountCodeBasicUpdate`, `discountCodeDelete`), stored durably in the simulator schema. Every shop starts with a
 * deterministic set of discounts (seeded on first touch, edits survive), and status follows the dates.
 */
interface SimDiscount {
  id: string;
  title: string;
  code: string;
  startsAt: string;
  endsAt: string | null;
  usageLimit: number | null;
  appliesOncePerCustomer: boolean;
  usageCount: number;
  value: { percentage: number } | { amount: string; appliesOnEachItem: boolean };
  createdAt: string;
  updatedAt: string;
}
type UserError = { field: string[]; code: string; message: string };

const TABLE_SQL = `
CREATE SCHEMA IF NOT EXISTS simulator;
CREATE TABLE IF NOT EXISTS simulator.shopify_discounts (
  number text PRIMARY KEY, shop text NOT NULL, code text NOT NULL, data jsonb NOT NULL,
  seq bigserial, created_at timestamptz NOT NULL DEFAULT now());
CREATE UNIQUE INDEX IF NOT EXISTS shopify_discounts_code ON simulator.shopify_discounts (shop, upper(code));`;
const TABLE_LOCK_ID = 727_274_108;
const CURRENCY = 'USD';
const DAY = 24 * 60 * 60 * 1000;
const NODE_BASE = 1_400_000_000_000;

const ready = new WeakMap<pg.Pool, Promise<void>>();
const seeded = new WeakMap<pg.Pool, Map<string, Promise<void>>>();

async function createTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TABLE_LOCK_ID]);
    await client.query(TABLE_SQL);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TABLE_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** The shop's opening set: a welcome code, a running sale, fixed-amount codes, one expired, one scheduled. */
function seedDiscounts(shop: string): SimDiscount[] {
  const random = randomFor(`shopify-discounts:${shop}`);
  const anchor = historyAnchor();
  const at = (days: number) => new Date(anchor + days * DAY).toISOString();
  const rows: Array<[string, string, number | string, number, number | null, number | null, number]> = [
    // title, code, percent (number) or fixed amount (string), starts (days), ends, usage limit, used
    ['Welcome Offer', 'WELCOME10', 10, -180, null, null, random.int(140, 260)],
    ['Seasonal Sale', 'SEASON20', 20, -21, 30, 500, random.int(90, 220)],
    ['First Order Treat', 'FIVEOFF', '5.00', -60, 60, 1000, random.int(30, 80)],
    ['Loyal Customer Reward', 'LOYAL10', '10.00', -90, null, 200, random.int(20, 70)],
    ['Black Friday', 'BFCM30', 30, -365, -361, 1000, random.int(500, 800)],
    ['Holiday Preview', 'HOLIDAY15', 15, 14, 45, 250, 0],
  ];
  return rows.map(([title, code, value, starts, ends, usageLimit, used]) => ({
    id: `gid://shopify/DiscountCodeNode/${numberFor(`${shop}:${code}`, 13)}`,
    title,
    code,
    startsAt: at(starts),
    endsAt: ends === null ? null : at(ends),
    usageLimit,
    appliesOncePerCustomer: code !== 'WELCOME10',
    usageCount: used,
    value: typeof value === 'number' ? { percentage: value / 100 } : { amount: value, appliesOnEachItem: false },
    createdAt: at(starts - 3),
    updatedAt: at(starts - 3),
  }));
}

const numberOf = (id: string) => id.split('/').pop() ?? id;

async function insert(pool: pg.Pool, shop: string, discount: SimDiscount, onConflict: 'ignore' | 'fail') {
  await pool.query(
    `INSERT INTO simulator.shopify_discounts (number, shop, code, data) VALUES ($1,$2,$3,$4)
     ${onConflict === 'ignore' ? 'ON CONFLICT DO NOTHING' : ''}`,
    [numberOf(discount.id), shop, discount.code, discount],
  );
}

/** Table created once per pool; a shop's seed inserted once per process (idempotent across processes). */
async function prepare(context: SimulatorContext, shop: string): Promise<pg.Pool> {
  const { pool } = context.options;
  if (!ready.has(pool)) ready.set(pool, createTable(pool));
  await ready.get(pool);
  const shops = seeded.get(pool) ?? new Map<string, Promise<void>>();
  seeded.set(pool, shops);
  if (!shops.has(shop)) {
    shops.set(
      shop,
      (async () => {
        for (const discount of seedDiscounts(shop)) await insert(pool, shop, discount, 'ignore');
      })(),
    );
  }
  await shops.get(shop);
  return pool;
}

async function listDiscounts(context: SimulatorContext, shop: string): Promise<SimDiscount[]> {
  const pool = await prepare(context, shop);
  const { rows } = await pool.query(`SELECT data FROM simulator.shopify_discounts WHERE shop = $1 ORDER BY seq`, [
    shop,
  ]);
  return rows.map((row: { data: SimDiscount }) => row.data);
}

function statusOf(discount: SimDiscount, now = Date.now()): 'ACTIVE' | 'EXPIRED' | 'SCHEDULED' {
  if (Date.parse(discount.startsAt) > now) return 'SCHEDULED';
  if (discount.endsAt && Date.parse(discount.endsAt) <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** The DiscountCodeBasic object, with every field the reference selects (the simulator ignores selections). */
function codeDiscountOf(discount: SimDiscount) {
  const value =
    'percentage' in discount.value
      ? { __typename: 'DiscountPercentage', percentage: discount.value.percentage }
      : {
          __typename: 'DiscountAmount',
          amount: { amount: discount.value.amount, currencyCode: CURRENCY },
          appliesOnEachItem: discount.value.appliesOnEachItem,
        };
  return {
    __typename: 'DiscountCodeBasic',
    title: discount.title,
    status: statusOf(discount),
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    usageLimit: discount.usageLimit,
    asyncUsageCount: discount.usageCount,
    appliesOncePerCustomer: discount.appliesOncePerCustomer,
    createdAt: discount.createdAt,
    updatedAt: discount.updatedAt,
    codes: { nodes: [{ code: discount.code }], pageInfo: { hasNextPage: false, endCursor: null } },
    codesCount: { count: 1 },
    customerGets: { value, items: { __typename: 'AllDiscountItems', allItems: true } },
  };
}

const nodeOf = (discount: SimDiscount) => ({ id: discount.id, codeDiscount: codeDiscountOf(discount) });

/** `discount_type:` and `status:` filters of the list's search syntax. */
function matches(discount: SimDiscount, search: string): boolean {
  const status = /status:(\w+)/i.exec(search)?.[1];
  if (status && statusOf(discount) !== status.toUpperCase()) return false;
  const type = /discount_type:(\w+)/i.exec(search)?.[1]?.toLowerCase();
  if (type === 'percentage' && !('percentage' in discount.value)) return false;
  if (type === 'fixed_amount' && 'percentage' in discount.value) return false;
  return true;
}

/** The input variable a mutation argument is bound to (`basicCodeDiscount:$d` reads variables.d). */
function argument(query: string, variables: Record<string, unknown>, name: string): unknown {
  const bound = new RegExp(`${name}\\s*:\\s*\\$(\\w+)`).exec(query)?.[1];
  return variables[bound ?? name];
}

const inputSchema = z
  .object({
    title: z.unknown(),
    code: z.unknown(),
    startsAt: z.unknown(),
    endsAt: z.unknown(),
    usageLimit: z.unknown(),
    appliesOncePerCustomer: z.unknown(),
    context: z.unknown(),
    customerSelection: z.unknown(),
    customerGets: z.unknown(),
  })
  .partial();
type DiscountInput = z.infer<typeof inputSchema>;

const error = (path: string[], code: string, message: string): UserError => ({
  field: ['basicCodeDiscount', ...path],
  code,
  message,
});
const validDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Applies an input to a discount (create: onto an empty one), collecting Shopify-style userErrors. */
function applyInput(base: SimDiscount, input: DiscountInput, creating: boolean): SimDiscount | UserError[] {
  const errors: UserError[] = [];
  const next: SimDiscount = { ...base, updatedAt: new Date().toISOString() };
  const has = (key: keyof DiscountInput) => creating || input[key] !== undefined;
  if (has('title')) {
    if (typeof input.title !== 'string' || !input.title.trim())
      errors.push(error(['title'], 'BLANK', "Title can't be blank"));
    else if (input.title.length > 255) errors.push(error(['title'], 'TOO_LONG', 'Title is too long'));
    else next.title = input.title.trim();
  }
  if (has('code')) {
    if (typeof input.code !== 'string' || !input.code.trim())
      errors.push(error(['code'], 'BLANK', "Code can't be blank"));
    else if (input.code.length > 255 || /\s/.test(input.code.trim()))
      errors.push(error(['code'], 'INVALID', 'Code is invalid'));
    else next.code = input.code.trim();
  }
  if (has('startsAt')) {
    if (!validDate(input.startsAt)) errors.push(error(['startsAt'], 'INVALID', 'Starts at is invalid'));
    else next.startsAt = new Date(input.startsAt as string).toISOString();
  }
  if (input.endsAt !== undefined) {
    if (input.endsAt === null) next.endsAt = null;
    else if (!validDate(input.endsAt)) errors.push(error(['endsAt'], 'INVALID', 'Ends at is invalid'));
    else next.endsAt = new Date(input.endsAt as string).toISOString();
  }
  if (next.endsAt && Date.parse(next.endsAt) <= Date.parse(next.startsAt)) {
    errors.push(error(['endsAt'], 'INVALID', 'Ends at needs to be after starts_at'));
  }
  if (input.usageLimit !== undefined) {
    const limit = input.usageLimit;
    if (limit === null) next.usageLimit = null;
    else if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
      errors.push(error(['usageLimit'], 'GREATER_THAN', 'Usage limit must be greater than 0'));
    else next.usageLimit = limit;
  }
  if (typeof input.appliesOncePerCustomer === 'boolean') next.appliesOncePerCustomer = input.appliesOncePerCustomer;
  if (creating && input.context === undefined && input.customerSelection === undefined) {
    errors.push(error(['context'], 'BLANK', "Context can't be blank"));
  }
  if (has('customerGets')) {
    const value = (input.customerGets as { value?: Record<string, unknown> } | undefined)?.value;
    const amount = (value?.['discountAmount'] as { amount?: unknown; appliesOnEachItem?: unknown } | undefined)?.amount;
    if (value && typeof value['percentage'] === 'number') {
      const percentage = value['percentage'];
      if (percentage <= 0 || percentage > 1) {
        errors.push(
          error(['customerGets', 'value', 'percentage'], 'VALUE_OUTSIDE_RANGE', 'Value must be between 0.0 and 1.0'),
        );
      } else next.value = { percentage };
    } else if (amount !== undefined) {
      const parsed = Number(amount);
      if (!Number.isFinite(parsed) || parsed <= 0) {
        errors.push(
          error(['customerGets', 'value', 'discountAmount', 'amount'], 'GREATER_THAN', 'Amount must be greater than 0'),
        );
      } else next.value = { amount: parsed.toFixed(2), appliesOnEachItem: false };
    } else errors.push(error(['customerGets', 'value'], 'BLANK', "Value can't be blank"));
  }
  return errors.length > 0 ? errors : next;
}

const isUniqueViolation = (cause: unknown) => (cause as { code?: string } | null)?.code === '23505';
const taken = () => [error(['code'], 'TAKEN', 'Code must be unique. Please try a different code.')];

async function create(context: SimulatorContext, shop: string, input: DiscountInput) {
  const pool = await prepare(context, shop);
  const now = new Date().toISOString();
  const { rows } = await pool.query(`SELECT nextval(pg_get_serial_sequence('simulator.shopify_discounts','seq')) AS n`);
  const blank: SimDiscount = {
    id: `gid://shopify/DiscountCodeNode/${NODE_BASE + Number((rows[0] as { n: string }).n)}`,
    title: '',
    code: '',
    startsAt: now,
    endsAt: null,
    usageLimit: null,
    appliesOncePerCustomer: false,
    usageCount: 0,
    value: { percentage: 0.1 },
    createdAt: now,
    updatedAt: now,
  };
  const result = applyInput(blank, input, true);
  if (Array.isArray(result)) return { codeDiscountNode: null, userErrors: result };
  try {
    await insert(pool, shop, result, 'fail');
  } catch (cause) {
    if (isUniqueViolation(cause)) return { codeDiscountNode: null, userErrors: taken() };
    throw cause;
  }
  return { codeDiscountNode: nodeOf(result), userErrors: [] };
}

async function update(context: SimulatorContext, shop: string, id: unknown, input: DiscountInput) {
  const pool = await prepare(context, shop);
  const { rows } = await pool.query(`SELECT data FROM simulator.shopify_discounts WHERE shop = $1 AND number = $2`, [
    shop,
    typeof id === 'string' ? numberOf(id) : '',
  ]);
  const current = (rows[0] as { data: SimDiscount } | undefined)?.data;
  if (!current) {
    return {
      codeDiscountNode: null,
      userErrors: [{ field: ['id'], code: 'INVALID', message: 'Discount does not exist' }],
    };
  }
  const result = applyInput(current, input, false);
  if (Array.isArray(result)) return { codeDiscountNode: null, userErrors: result };
  try {
    await pool.query(`UPDATE simulator.shopify_discounts SET data = $3, code = $4 WHERE shop = $1 AND number = $2`, [
      shop,
      numberOf(current.id),
      result,
      result.code,
    ]);
  } catch (cause) {
    if (isUniqueViolation(cause)) return { codeDiscountNode: null, userErrors: taken() };
    throw cause;
  }
  return { codeDiscountNode: nodeOf(result), userErrors: [] };
}

/** discountCodeDelete: the code is gone from the shop; an unknown id is a userError on `id`, as Shopify answers. */
async function remove(context: SimulatorContext, shop: string, id: unknown) {
  const pool = await prepare(context, shop);
  const { rowCount } = await pool.query(`DELETE FROM simulator.shopify_discounts WHERE shop = $1 AND number = $2`, [
    shop,
    typeof id === 'string' ? numberOf(id) : '',
  ]);
  if (!rowCount) {
    return {
      deletedCodeDiscountId: null,
      userErrors: [{ field: ['id'], code: 'INVALID', message: 'Code discount does not exist' }],
    };
  }
  return { deletedCodeDiscountId: id, userErrors: [] };
}

/** Admin GraphQL cost of a discount operation (list: 2 + page size, as products). */
export function discountQueryCost(query: string, first: number): number | null {
  if (/\b(codeDiscountNodes|discountNodes)\s*\(/.test(query)) return 2 + first;
  if (/\bdiscountCode(BasicCreate|BasicUpdate|Delete)\b/.test(query)) return 10;
  return null;
}

/** Answers a discount query or mutation; null when the query is about something else. */
export async function shopifyDiscountGraphql(
  context: SimulatorContext,
  shop: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: Record<string, unknown> } | null> {
  const input = () => inputSchema.safeParse(argument(query, variables, 'basicCodeDiscount') ?? {}).data ?? {};
  if (/\bdiscountCodeBasicCreate\b/.test(query)) {
    return { data: { discountCodeBasicCreate: await create(context, shop, input()) } };
  }
  if (/\bdiscountCodeDelete\b/.test(query)) {
    return { data: { discountCodeDelete: await remove(context, shop, argument(query, variables, 'id')) } };
  }
  if (/\bdiscountCodeBasicUpdate\b/.test(query)) {
    const id = argument(query, variables, 'id');
    return { data: { discountCodeBasicUpdate: await update(context, shop, id, input()) } };
  }
  const list = /\b(codeDiscountNodes|discountNodes)\s*\(/.exec(query)?.[1];
  if (!list) return null;
  const first = Math.min(Math.max(Number(variables['first'] ?? 10) || 10, 1), 250);
  const search = typeof variables['query'] === 'string' ? variables['query'] : '';
  const all = (await listDiscounts(context, shop)).filter((discount) => matches(discount, search));
  const offset = decodeCursor(variables['after']);
  const page = all.slice(offset, offset + first);
  const edges = page.map((discount, index) => ({
    cursor: encodeCursor(offset + index + 1),
    node:
      list === 'codeDiscountNodes'
        ? nodeOf(discount)
        : { id: `gid://shopify/DiscountNode/${numberOf(discount.id)}`, discount: codeDiscountOf(discount) },
  }));
  return {
    data: {
      [list]: {
        edges,
        nodes: edges.map((edge) => edge.node),
        pageInfo: { hasNextPage: offset + page.length < all.length, endCursor: encodeCursor(offset + page.length) },
      },
    },
  };
}

/** Control API: a shop's discounts as Shopify holds them (tests read edits and new codes back here). */
export function shopifyDiscountsControl(app: FastifyInstance, context: SimulatorContext): void {
  app.get('/shopify/discounts', async (request, reply) => {
    const parsed = z.object({ shop: z.string().min(1).max(255) }).safeParse(request.query);
    if (!parsed.success) return reply.status(400).send({ error: 'shop is required' });
    const discounts = await listDiscounts(context, parsed.data.shop);
    return { discounts: discounts.map((discount) => ({ ...discount, status: statusOf(discount) })) };
  });
}
