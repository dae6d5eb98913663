import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORT_TYPES } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { grantCredits } from '../comments/inbox.test-support.ts';
import { daysAgo, hoursAgo, insertItems, sent } from '../analytics/insight.test-support.ts';
import { sendDueReports } from './reports.service.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function userWithData(): Promise<User> {
  const user = await createUserWithBrand(t);
  await insertItems(t, user, [
    { rating: 5, postedAt: hoursAgo(5), productTitle: 'Ceramic Mug' },
    { rating: 4, postedAt: hoursAgo(30), productTitle: 'Ceramic Mug', ...sent(3, hoursAgo(30)) },
    { rating: 1, postedAt: daysAgo(3), platform: 'yotpo', productTitle: 'Linen Apron', content: 'Terrible, broken' },
    { rating: 3, postedAt: daysAgo(45), productTitle: 'Old Product' },
  ]);
  await grantCredits(t, user.account.id, 250);
  return user;
}

const download = (user: User, type: string) =>
  t.request({ method: 'POST', url: `/api/reports/${type}/download`, token: user.token, brandId: user.brand.id });

describe('Reports (spec 3 Reports, made real)', () => {
  it('lists the six reports with real counters, and each downloads as a table of the last 30 days', async () => {
    const user = await userWithData();
    const list = await t.request({ url: '/api/reports', token: user.token, brandId: user.brand.id });
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.counters).toEqual({ total: 6, newThisMonth: 0, scheduled: 0, downloads: 0 });
    expect(data.reports.map((report: { type: string }) => report.type)).toEqual([...REPORT_TYPES]);
    expect(data.reports[0]).toMatchObject({ status: 'Generated', schedule: null, category: 'customer' });

    const summary = await download(user, 'review-summary');
    expect(summary.statusCode).toBe(200);
    const table = summary.json().data;
    expect(table.columns).toEqual(['Metric', 'Value']);
    expect(table.fileName).toMatch(/^review-summary-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(table.rows).toContainEqual(['Total reviews', 3]);
    expect(table.rows).toContainEqual(['Sent', 1]);
    expect(table.rows).toContainEqual(['1-star reviews', 1]);

    const platforms = (await download(user, 'platform-breakdown')).json().data;
    expect(platforms.rows).toEqual(
      expect.arrayContaining([
        ['judgeme', 2, 66.7],
        ['yotpo', 1, 33.3],
      ]),
    );
    const products = (await download(user, 'product-sentiment')).json().data;
    expect(products.rows.map((row: unknown[]) => row[0])).toEqual(
      expect.arrayContaining(['Ceramic Mug', 'Linen Apron']),
    );
    expect(products.rows.map((row: unknown[]) => row[0])).not.toContain('Old Product');
    const credits = (await download(user, 'credit-usage')).json().data;
    expect(credits.rows.some((row: unknown[]) => row[5] === 250)).toBe(true);

    const after = await t.request({ url: '/api/reports', token: user.token, brandId: user.brand.id });
    expect(after.json().data.counters.downloads).toBe(4);
  });

  it('schedules a weekly report, mails it once per run, and keeps brands apart', async () => {
    const user = await userWithData();
    const bad = await t.request({
      method: 'POST',
      url: '/api/reports/schedules',
      token: user.token,
      brandId: user.brand.id,
      payload: { reportType: 'review-summary', frequency: 'weekly', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.request({
      method: 'POST',
      url: '/api/reports/schedules',
      token: user.token,
      brandId: user.brand.id,
      payload: { reportType: 'review-summary', frequency: 'weekly', email: 'owner@example.com' },
    });
    expect(created.json()).toMatchObject({ success: true, message: REPORT_MESSAGES.scheduleSaved });
    const list = (await t.request({ url: '/api/reports', token: user.token, brandId: user.brand.id })).json().data;
    expect(list.counters).toMatchObject({ scheduled: 1, newThisMonth: 1 });
    expect(list.reports[0].schedule).toBe('Weekly');

    const mails: OutgoingMail[] = [];
    const deliver = async (mail: OutgoingMail) => {
      mails.push(mail);
    };
    const now = new Date(Date.now() + 1000);
    await Promise.all([sendDueReports(t.database.db, deliver, now), sendDueReports(t.database.db, deliver, now)]);
    const mine = mails.filter((mail) => mail.to === 'owner@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toContain('Weekly report: Review Summary');
    expect(mine[0]?.text).toContain('Total reviews | 3');
    const next = (await t.request({ url: '/api/reports', token: user.token, brandId: user.brand.id })).json().data
      .schedules[0];
    expect(Date.parse(next.nextRunAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const stranger = await createUserWithBrand(t);
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/reports/schedules/${next.id}`,
      token: stranger.token,
      brandId: stranger.brand.id,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/reports/schedules/${next.id}`,
      token: user.token,
      brandId: user.brand.id,
    });
    expect(removed.json()).toEqual({ success: true, message: REPORT_MESSAGES.scheduleRemoved });
  });

  it('needs a brand', async () => {
    const user = await createUserWithBrand(t);
    const answer = await t.request({ url: '/api/reports', token: user.token });
    expect(answer.json()).toMatchObject({ success: false, code: 'BRAND_REQUIRED' });
  });
});
