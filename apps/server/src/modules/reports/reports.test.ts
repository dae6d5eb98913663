import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REPORT_LIMITS, REPORT_MESSAGES, REPORT_TYPES } from '@bizamply/contracts';
import { reportSchedules, users } from '../../db/schema/index.ts';
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
      payload: { reportType: 'review-summary', frequency: 'weekly', email: user.user.email.toUpperCase() },
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
    const mine = mails.filter((mail) => mail.to === user.user.email.toLowerCase());
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

describe('report e-mails are not a mail relay (issue 13 §4)', () => {
  const schedule = (user: User, email: string, reportType = 'review-summary') =>
    t.request({
      method: 'POST',
      url: '/api/reports/schedules',
      token: user.token,
      brandId: user.brand.id,
      payload: { reportType, frequency: 'weekly', email },
    });

  async function teammate(user: User, verified: boolean) {
    const [row] = await t.database.db
      .insert(users)
      .values({
        accountId: user.account.id,
        email: `mate-${crypto.randomUUID().slice(0, 8)}@example.com`,
        emailVerifiedAt: verified ? new Date() : null,
      })
      .returning();
    return row?.email ?? '';
  }

  it("accepts only verified addresses of the account's users, and lists them for the form", async () => {
    const user = await createUserWithBrand(t);
    const verifiedMate = await teammate(user, true);
    const unverifiedMate = await teammate(user, false);
    const stranger = await createUserWithBrand(t);

    for (const email of ['victim@example.org', unverifiedMate, stranger.user.email]) {
      const refused = await schedule(user, email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: REPORT_MESSAGES.recipientNotAllowed,
        status: 400,
        details: [{ field: 'email', message: REPORT_MESSAGES.recipientNotAllowed }],
      });
    }
    expect((await schedule(user, verifiedMate)).statusCode).toBe(200);
    const data = (await t.request({ url: '/api/reports', token: user.token, brandId: user.brand.id })).json().data;
    expect(data.recipients).toEqual([user.user.email.toLowerCase(), verifiedMate]);
    expect(data.schedules).toHaveLength(1);
  });

  it('keeps at most 10 schedules per brand, even when they arrive at once', async () => {
    const user = await createUserWithBrand(t);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) => schedule(user, user.user.email, REPORT_TYPES[index % 6])),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(REPORT_LIMITS.schedulesPerBrand);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.json()).toMatchObject({ status: 400, message: REPORT_MESSAGES.tooManySchedules });
    const data = (await t.request({ url: '/api/reports', token: user.token, brandId: user.brand.id })).json().data;
    expect(data.counters.scheduled).toBe(10);
  });

  it('sends at most 50 report e-mails per account a day: then 429, and due runs wait a day', async () => {
    const user = await createUserWithBrand(t);
    const second = await createUserWithBrand(t);
    // 50 sends in the account's last 24 hours, as the job would have counted them.
    await t.database.db.execute(sql`
      INSERT INTO rate_limit_buckets (key, window_start, count)
      VALUES (${`report-mail:account:${user.account.id}`}, now() - interval '1 hour', ${REPORT_LIMITS.mailsPerAccountPerDay})`);
    const refused = await schedule(user, user.user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', message: REPORT_MESSAGES.dailyLimitReached });
    expect((await schedule(second, second.user.email)).statusCode).toBe(200);

    // A schedule that was already due when the budget ran out is postponed by a day, not mailed.
    const [due] = await t.database.db
      .insert(reportSchedules)
      .values({
        accountId: user.account.id,
        brandId: user.brand.id,
        userId: user.user.id,
        reportType: 'review-summary',
        frequency: 'weekly',
        email: user.user.email,
        nextRunAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const mails: OutgoingMail[] = [];
    await sendDueReports(t.database.db, async (mail) => void mails.push(mail), new Date());
    expect(mails.map((mail) => mail.to)).not.toContain(user.user.email.toLowerCase());
    expect(mails.map((mail) => mail.to)).toContain(second.user.email.toLowerCase());
    const [after] = await t.database.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, due?.id ?? ''));
    expect(after?.lastSentAt).toBeNull();
    expect(after?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
  });

  it('stops mailing an address that is no longer a verified user of the account', async () => {
    const user = await createUserWithBrand(t);
    const mate = await teammate(user, true);
    expect((await schedule(user, mate)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ email: `gone-${mate}` })
      .where(eq(users.email, mate));
    const mails: OutgoingMail[] = [];
    await sendDueReports(t.database.db, async (mail) => void mails.push(mail), new Date(Date.now() + 1000));
    expect(mails.map((mail) => mail.to)).not.toContain(mate);
  });
});
