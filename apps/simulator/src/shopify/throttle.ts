export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/**
 * Shopify's leaky bucket per shop (Standard plan: 1,000 points, 100 restored per second). In memory:
 * each server process is its own "API node", which real Shopify clients must cope with anyway.
 */
export class ShopifyBuckets {
  private readonly buckets = new Map<string, { available: number; at: number }>();
  constructor(
    private readonly maximum = 1000,
    private readonly restoreRate = 100,
  ) {}

  private level(shop: string, now: number): number {
    const bucket = this.buckets.get(shop);
    if (!bucket) return this.maximum;
    return Math.min(this.maximum, bucket.available + ((now - bucket.at) / 1000) * this.restoreRate);
  }

  charge(shop: string, cost: number): { ok: boolean; status: ThrottleStatus } {
    const now = Date.now();
    const available = this.level(shop, now);
    const ok = available >= cost;
    const left = ok ? available - cost : available;
    this.buckets.set(shop, { available: left, at: now });
    return {
      ok,
      status: {
        maximumAvailable: this.maximum,
        currentlyAvailable: Math.floor(left),
        restoreRate: this.restoreRate,
      },
    };
  }

  /** Control API: drain a shop's bucket to test throttling. */
  set(shop: string, available: number): void {
    this.buckets.set(shop, { available: Math.max(0, Math.min(this.maximum, available)), at: Date.now() });
  }
}
