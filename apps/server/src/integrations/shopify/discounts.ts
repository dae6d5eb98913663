import { DISCOUNT_STATUSES, type DiscountType } from '@bizamply/contracts';
import { z } from 'zod';
import type { IntegrationDeps, PlatformConnection } from '../types.ts';
import { shopifyGraphql } from './client.ts';

/** A Shopify basic code discount in our terms (amount: percent 0–100, or money in the shop's currency). */
export interface ShopifyDiscount {
  externalId: string;
  title: string;
  code: string | null;
  type: DiscountType;
  amount: number;
  currencyCode: string | null;
  status: (typeof DISCOUNT_STATUSES)[number];
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
}

/** What we write: every field the Edit Discount modal (and the editor's reply code) can set. */
export interface ShopifyDiscountInput {
  title: string;
  type: DiscountType;
  amount: number;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
}

/** Shopify refused the input (`userErrors`); `field` is Shopify's path, e.g. basicCodeDiscount.code. */
export class ShopifyUserError extends Error {
  constructor(readonly errors: { field: string[]; code: string | null; message: string }[]) {
    super(errors.map((error) => error.message).join('; '));
  }
  has(code: string): boolean {
    return this.errors.some((error) => error.code === code);
  }
}

const PAGE_SIZE = 50;
const FIELDS = `__typename ... on DiscountCodeBasic { title status startsAt endsAt usageLimit asyncUsageCount
  codes(first:5){ nodes{ code } }
  customerGets{ value{ __typename ... on DiscountPercentage{ percentage } ... on DiscountAmount{ amount{ amount currencyCode } } } } }`;
const LIST_QUERY = `query($first:Int!,$after:String){ codeDiscountNodes(first:$first, after:$after){
  edges{ cursor node{ id codeDiscount{ ${FIELDS} } } } pageInfo{ hasNextPage endCursor } } }`;
const CREATE_MUTATION = `mutation($d: DiscountCodeBasicInput!){ discountCodeBasicCreate(basicCodeDiscount:$d){
  codeDiscountNode{ id codeDiscount{ ${FIELDS} } } userErrors{ field code message } } }`;
const UPDATE_MUTATION = `mutation($id: ID!, $d: DiscountCodeBasicInput!){ discountCodeBasicUpdate(id:$id, basicCodeDiscount:$d){
  codeDiscountNode{ id codeDiscount{ ${FIELDS} } } userErrors{ field code message } } }`;

const DELETE_MUTATION = `mutation($id: ID!){ discountCodeDelete(id:$id){ deletedCodeDiscountId userErrors{ field code message } } }`;

const codeDiscountSchema = z.object({
  __typename: z.string().max(100),
  title: z.string().max(1000).optional(),
  status: z.string().max(50).optional(),
  startsAt: z.string().max(100).optional(),
  endsAt: z.string().max(100).nullable().optional(),
  usageLimit: z.number().int().nullable().optional(),
  asyncUsageCount: z.number().int().optional(),
  codes: z
    .object({ nodes: z.array(z.object({ code: z.string().max(255) })) })
    .nullable()
    .optional(),
  customerGets: z
    .object({
      value: z.object({
        __typename: z.string().max(100).optional(),
        percentage: z.number().optional(),
        amount: z
          .object({ amount: z.union([z.string().max(50), z.number()]), currencyCode: z.string().max(10) })
          .optional(),
      }),
    })
    .optional(),
});
const nodeSchema = z.object({ id: z.string().max(200), codeDiscount: codeDiscountSchema });
const listSchema = z.object({
  codeDiscountNodes: z.object({
    edges: z.array(z.object({ node: nodeSchema })),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().max(1000).nullable() }),
  }),
});
const mutationResult = z.object({
  codeDiscountNode: nodeSchema.nullable(),
  userErrors: z.array(
    z.object({
      field: z.array(z.string().max(200)).nullable(),
      code: z.string().max(100).nullable().optional(),
      message: z.string().max(1000),
    }),
  ),
});

const statusOf = (value: string | undefined) =>
  DISCOUNT_STATUSES.find((status) => status === value?.toUpperCase()) ?? 'EXPIRED';

/** Basic code discounts only: other kinds (free shipping, buy X get Y) have no amount to show or edit. */
function toDiscount(node: z.infer<typeof nodeSchema>): ShopifyDiscount | null {
  const basic = node.codeDiscount;
  const value = basic.customerGets?.value;
  if (basic.__typename !== 'DiscountCodeBasic' || !basic.title || !basic.startsAt || !value) return null;
  const percentage = value.percentage;
  const money = value.amount;
  if (percentage === undefined && !money) return null;
  return {
    externalId: node.id,
    title: basic.title,
    code: basic.codes?.nodes[0]?.code ?? null,
    type: percentage !== undefined ? 'percentage' : 'fixed_amount',
    // Shopify's percentage is a fraction (0.15); rounding drops float noise (0.15 * 100 = 15.000000000000002).
    amount: percentage !== undefined ? Math.round(percentage * 100 * 100) / 100 : Number(money?.amount),
    currencyCode: money?.currencyCode ?? null,
    status: statusOf(basic.status),
    startsAt: new Date(basic.startsAt),
    endsAt: basic.endsAt ? new Date(basic.endsAt) : null,
    usageLimit: basic.usageLimit ?? null,
    timesUsed: basic.asyncUsageCount ?? 0,
  };
}

function toInput(input: ShopifyDiscountInput) {
  const value =
    input.type === 'percentage'
      ? { percentage: Math.round(input.amount * 100) / 10_000 }
      : { discountAmount: { amount: input.amount.toFixed(2), appliesOnEachItem: false } };
  return {
    title: input.title,
    startsAt: input.startsAt.toISOString(),
    endsAt: input.endsAt ? input.endsAt.toISOString() : null,
    usageLimit: input.usageLimit,
    customerGets: { value, items: { all: true } },
  };
}

function readResult(result: z.infer<typeof mutationResult>): ShopifyDiscount {
  if (result.userErrors.length > 0 || !result.codeDiscountNode) {
    throw new ShopifyUserError(
      result.userErrors.map((error) => ({
        field: error.field ?? [],
        code: error.code ?? null,
        message: error.message,
      })),
    );
  }
  const discount = toDiscount(result.codeDiscountNode);
  if (!discount) throw new ShopifyUserError([{ field: [], code: null, message: 'Not a basic code discount' }]);
  return discount;
}

const call = (connection: PlatformConnection) => ({
  shop: connection.externalId,
  accessToken: connection.credentials.accessToken,
});

/** Every basic code discount of the shop, following Shopify's pagination to the end. */
export async function listShopifyDiscounts(
  deps: IntegrationDeps,
  connection: PlatformConnection,
): Promise<ShopifyDiscount[]> {
  const found: ShopifyDiscount[] = [];
  let after: string | null = null;
  do {
    const page: z.infer<typeof listSchema> = await shopifyGraphql(deps, {
      ...call(connection),
      query: LIST_QUERY,
      variables: { first: PAGE_SIZE, after },
      data: listSchema,
    });
    for (const { node } of page.codeDiscountNodes.edges) {
      const discount = toDiscount(node);
      if (discount) found.push(discount);
    }
    after = page.codeDiscountNodes.pageInfo.hasNextPage ? page.codeDiscountNodes.pageInfo.endCursor : null;
  } while (after);
  return found;
}

/** discountCodeBasicCreate for every customer and every item. */
export async function createShopifyDiscount(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  input: ShopifyDiscountInput & { code: string; appliesOncePerCustomer: boolean },
): Promise<ShopifyDiscount> {
  const data = await shopifyGraphql(deps, {
    ...call(connection),
    query: CREATE_MUTATION,
    variables: {
      d: {
        ...toInput(input),
        code: input.code,
        appliesOncePerCustomer: input.appliesOncePerCustomer,
        context: { all: 'ALL' },
      },
    },
    data: z.object({ discountCodeBasicCreate: mutationResult }),
  });
  return readResult(data.discountCodeBasicCreate);
}

/** discountCodeBasicUpdate of the fields the Edit Discount modal holds. */
export async function updateShopifyDiscount(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  externalId: string,
  input: ShopifyDiscountInput,
): Promise<ShopifyDiscount> {
  const data = await shopifyGraphql(deps, {
    ...call(connection),
    query: UPDATE_MUTATION,
    variables: { id: externalId, d: toInput(input) },
    data: z.object({ discountCodeBasicUpdate: mutationResult }),
  });
  return readResult(data.discountCodeBasicUpdate);
}

const deleteResult = z.object({
  discountCodeDelete: z.object({
    deletedCodeDiscountId: z.string().max(200).nullable(),
    userErrors: mutationResult.shape.userErrors,
  }),
});

/**
 * discountCodeDelete: the code stops working in the store. A code Shopify no longer has counts as withdrawn
 * (false), so a retried withdrawal is harmless.
 */
export async function deleteShopifyDiscount(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  externalId: string,
): Promise<boolean> {
  const data = await shopifyGraphql(deps, {
    ...call(connection),
    query: DELETE_MUTATION,
    variables: { id: externalId },
    data: deleteResult,
  });
  const { deletedCodeDiscountId, userErrors } = data.discountCodeDelete;
  if (deletedCodeDiscountId) return true;
  if (userErrors.some((error) => error.field?.includes('id'))) return false;
  throw new ShopifyUserError(
    userErrors.map((error) => ({ field: error.field ?? [], code: error.code ?? null, message: error.message })),
  );
}
