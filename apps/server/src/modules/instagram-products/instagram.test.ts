import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  INSTAGRAM_MESSAGES,
  instagramPostCommentsResponseSchema,
  instagramPostsResponseSchema,
  instagramProductsResponseSchema,
  productAssociationResponseSchema,
} from '@bizamply/contracts';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { insertComment } from '../comments/inbox.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;
const HOUR = 60 * 60 * 1000;
const LONG_TITLE = `Handmade ${'stoneware '.repeat(15)}mug`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  stranger = await createUserWithBrand(t);
  await t.database.db.insert(products).values([
    {
      accountId: owner.account.id,
      brandId: owner.brand.id,
      externalId: 'gid://shopify/Product/1',
      title: 'Mug',
      price: 18,
    },
    { accountId: owner.account.id, brandId: owner.brand.id, externalId: 'gid://shopify/Product/2', title: LONG_TITLE },
    // Same external id in another account's brand: must never be reachable from the owner's brand.
    { accountId: stranger.account.id, brandId: stranger.brand.id, externalId: 'gid://shopify/Product/9', title: 'X' },
  ]);
  const base = Date.now() - 50 * HOUR;
  for (const [index, mediaId] of ['post-a', 'post-a', 'post-a', 'post-b'].entries()) {
    await insertComment(t, owner, {
      platform: 'instagram',
      mediaId,
      content: `Comment ${index} ${'x'.repeat(index === 2 ? 150 : 0)}`,
      postedAt: new Date(base + index * HOUR),
    });
  }
  // A comment without a media id is not a post.
  await insertComment(t, owner, { platform: 'instagram', mediaId: null });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown, who = owner) =>
  t.request({ method, url, token: who.token, ...(body === undefined ? {} : { payload: body as object }) });

describe('Instagram product association (spec 2 §7)', () => {
  it("lists the brand's products as dropdown options with the spec's truncations", async () => {
    const response = await call('GET', `/api/instagram/products/${owner.brand.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = instagramProductsResponseSchema.parse(response.json());
    expect(data.map((product) => product.prodId)).toEqual(['gid://shopify/Product/2', 'gid://shopify/Product/1']);
    expect(data[0]?.prodTitle).toHaveLength(101);
    expect(data[1]).toMatchObject({ prodTitle: 'Mug', prodDetails: '$18.00' });
  });

  it('derives posts from comments with a media id, newest first, with a 100-character preview', async () => {
    const { posts } = instagramPostsResponseSchema.parse(
      (await call('GET', `/backend/api/instagram/posts/${owner.brand.id}`)).json(),
    );
    expect(posts.map((post) => [post.mediaId, post.commentCount, post.pendingCount])).toEqual([
      ['post-b', 1, 1],
      ['post-a', 3, 3],
    ]);
    expect(posts[1]?.preview.length).toBe(101);
    const comments = instagramPostCommentsResponseSchema.parse(
      (await call('GET', `/api/instagram/posts/${owner.brand.id}/post-a/comments`)).json(),
    ).comments;
    expect(comments).toHaveLength(3);
    expect(comments.every((comment) => comment.MediaID === 'post-a')).toBe(true);
  });

  it('associates a product with every comment of the post, lists unassociated posts, and removes it', async () => {
    const put = await call('PUT', `/api/instagram/posts/${owner.brand.id}/post-a/product`, {
      productId: 'gid://shopify/Product/1',
    });
    expect(put.statusCode).toBe(200);
    const { data } = productAssociationResponseSchema.parse(put.json());
    expect(data).toMatchObject({ selectedProductId: 'gid://shopify/Product/1', updatedComments: 3 });
    expect(data.product?.prodTitle).toBe('Mug');

    const comments = instagramPostCommentsResponseSchema.parse(
      (await call('GET', `/api/instagram/posts/${owner.brand.id}/post-a/comments`)).json(),
    ).comments;
    expect(comments.every((comment) => comment.selectedProductId === 'gid://shopify/Product/1')).toBe(true);
    const unassociated = instagramPostsResponseSchema.parse(
      (await call('GET', `/api/instagram/posts/${owner.brand.id}/unassociated`)).json(),
    ).posts;
    expect(unassociated.map((post) => post.mediaId)).toEqual(['post-b']);

    const removed = await call('DELETE', `/api/instagram/posts/${owner.brand.id}/post-a/product`);
    expect(productAssociationResponseSchema.parse(removed.json()).data).toMatchObject({
      selectedProductId: null,
      productSelectedAt: null,
      updatedComments: 3,
    });
  });

  it('answers 404 for unknown posts and products, and 400 without a productId', async () => {
    const unknownPost = await call('PUT', `/api/instagram/posts/${owner.brand.id}/nope/product`, {
      productId: 'gid://shopify/Product/1',
    });
    expect(unknownPost.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknownPost.json()).message).toBe(INSTAGRAM_MESSAGES.postNotFound);
    const foreignProduct = await call('PUT', `/api/instagram/posts/${owner.brand.id}/post-a/product`, {
      productId: 'gid://shopify/Product/9',
    });
    expect(apiErrorSchema.parse(foreignProduct.json()).message).toBe(INSTAGRAM_MESSAGES.productNotFound);
    const missing = await call('PUT', `/api/instagram/posts/${owner.brand.id}/post-a/product`, {});
    expect(missing.statusCode).toBe(400);
  });

  it("keeps another account's brand out of reach (404) and needs a session (401)", async () => {
    for (const url of [
      `/api/instagram/posts/${owner.brand.id}`,
      `/api/instagram/products/${owner.brand.id}`,
      `/api/instagram/posts/${owner.brand.id}/post-a/comments`,
      '/api/instagram/posts/not-a-uuid',
    ]) {
      const response = await call('GET', url, undefined, stranger);
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(INSTAGRAM_MESSAGES.brandNotFound);
    }
    const write = await call('DELETE', `/api/instagram/posts/${owner.brand.id}/post-a/product`, undefined, stranger);
    expect(write.statusCode).toBe(404);
    expect((await t.request({ url: `/api/instagram/posts/${owner.brand.id}` })).statusCode).toBe(401);
  });
});
