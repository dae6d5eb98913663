import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentNotificationsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { insertComment } from '../comments/inbox.test-support.ts';

let t: TestApp;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/comments/notifications/recent', () => {
  it("lists the brand's items of the last 24 hours, newest first, at most 20", async () => {
    const user = await createUserWithBrand(t);
    const now = Date.now();
    for (let index = 0; index < 22; index += 1) {
      await insertComment(t, user, { content: `Item ${index}`, receivedAt: new Date(now - (index + 1) * 60 * 1000) });
    }
    await insertComment(t, user, { content: 'Yesterday', receivedAt: new Date(now - 25 * HOUR) });
    const social = await insertComment(t, user, {
      content: 'Where can I buy this?',
      platform: 'instagram',
      rating: null,
      productTitle: null,
      receivedAt: new Date(now),
    });
    const other = await createUserWithBrand(t);
    await insertComment(t, other, { content: 'Not yours' });

    const response = await t.request({
      url: '/api/comments/notifications/recent',
      token: user.token,
      brandId: user.brand.id,
    });
    expect(response.statusCode).toBe(200);
    const { notifications } = recentNotificationsResponseSchema.parse(response.json());
    expect(notifications).toHaveLength(20);
    expect(notifications[0]).toEqual({
      id: social.id,
      kind: 'item',
      link: `/responses?highlight=${social.id}`,
      commentId: social.id,
      message: 'Where can I buy this?',
      title: 'New comment on Instagram',
      productName: null,
      platform: 'instagram',
      time: social.receivedAt.toISOString(),
      rating: null,
    });
    expect(notifications[1]).toMatchObject({ message: 'Item 0', title: 'New 5★ review on Judge.me', rating: 5 });
    expect(notifications.map((item) => item.message)).not.toContain('Yesterday');
    expect(notifications.map((item) => item.message)).not.toContain('Not yours');
  });

  it('needs the brand context', async () => {
    const user = await createUserWithBrand(t);
    const response = await t.request({ url: '/backend/api/comments/notifications/recent', token: user.token });
    expect(response.json().code).toBe('BRAND_REQUIRED');
  });
});
