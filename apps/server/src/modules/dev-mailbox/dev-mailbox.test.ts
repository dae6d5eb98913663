import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxResponseSchema } from '@bizamply/contracts';
import { createMailer } from '../../mail/mailer.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { PRODUCTION_ENV } from '../../../test/production-env.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /dev/mailbox', () => {
  it('returns the dev transport messages for one address, newest first', async () => {
    const mailer = createMailer({ db: t.database.db, smtpUrl: undefined, from: 'x@example.com' });
    await mailer.send({ to: 'Ann@Example.com', subject: 'first', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'ann@example.com', subject: 'second', text: 'two', html: '<p>two</p>' });
    await mailer.send({ to: 'bob@example.com', subject: 'other', text: 'three' });

    const response = await t.app.inject({ url: '/dev/mailbox?to=ANN@example.com' });
    const { messages } = mailboxResponseSchema.parse(response.json());
    expect(messages.map((message) => message.subject)).toEqual(['second', 'first']);
    expect(messages[0]).toMatchObject({ to: 'ann@example.com', text: 'two', html: '<p>two</p>' });
  });

  it('shows a page to a browser, with message text escaped', async () => {
    const mailer = createMailer({ db: t.database.db, smtpUrl: undefined, from: 'x@example.com' });
    await mailer.send({ to: 'eve@example.com', subject: '<script>alert(1)</script>', text: 'hi' });
    const response = await t.app.inject({ url: '/dev/mailbox?to=eve@example.com', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('&#60;script&#62;');
    expect(response.body).not.toContain('<script>alert');
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp(PRODUCTION_ENV);
    const response = await production.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});
