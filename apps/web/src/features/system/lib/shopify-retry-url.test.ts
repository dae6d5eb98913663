import { describe, expect, it } from 'vitest';
import { shopifyRetryUrl } from './shopify-retry-url';

describe('error page retry', () => {
  it('builds the store authorisation address from the query', () => {
    const url = shopifyRetryUrl(
      new URLSearchParams({
        platform: 'shopify',
        shop: 'demo-store.myshopify.com',
        client_id: 'abc',
        scope: 'read_products,read_orders',
        redirect_uri: 'http://localhost:3000/integration/shopify/callback',
      }),
    );
    expect(url).toBe(
      'https://demo-store.myshopify.com/admin/oauth/authorize?client_id=abc&scope=read_products%2Cread_orders&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fintegration%2Fshopify%2Fcallback',
    );
  });

  it('offers no retry for other platforms or hosts that are not Shopify stores', () => {
    expect(shopifyRetryUrl(new URLSearchParams({ platform: 'yotpo', shop: 'a.myshopify.com' }))).toBeNull();
    expect(shopifyRetryUrl(new URLSearchParams({ shop: 'a.myshopify.com' }))).toBeNull();
    expect(shopifyRetryUrl(new URLSearchParams({ platform: 'shopify', shop: 'evil.example' }))).toBeNull();
    expect(
      shopifyRetryUrl(new URLSearchParams({ platform: 'shopify', shop: 'x.myshopify.com@evil.example' })),
    ).toBeNull();
    expect(shopifyRetryUrl(new URLSearchParams({ platform: 'shopify' }))).toBeNull();
  });
});
