import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsQuerySchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { connectDatabase } from '../../db/client.ts';
import { searchPage } from './comment.service.ts';
import { insertComment } from './inbox.test-support.ts';
import { runFirstSearchStatements, warmSearches } from './search-warm-up.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  for (const content of ['A warm teapot', 'A cold teapot', 'No pot here']) await insertComment(t, owner, { content });
});
afterAll(async () => {
  await t.close();
});

describe('warmSearches (the first search statements at start, for a brand no one has)', () => {
  it('leaves every answer as a fresh read gives it', async () => {
    const scope = { accountId: owner.account.id, brandId: owner.brand.id };
    const query = commentsQuerySchema.parse({ search: 'teapot', limit: 50 });
    await warmSearches(t.database.db);
    const warmed = await searchPage(t.database.db, scope, query);
    expect(warmed.data.comments.map((comment) => comment.content).sort()).toEqual(['A cold teapot', 'A warm teapot']);
    expect(warmed.data.counts).toMatchObject({ pending: 2, draft: 0, sent: 0, spam: 0 });
  });

  it('runs the first search statements without an error (a warm-up that fails warms nothing)', async () => {
    await expect(runFirstSearchStatements(t.database.db)).resolves.toBeUndefined();
  });

  it('never fails the start: a database that cannot be reached is the first request’s to meet', async () => {
    const unreachable = connectDatabase('postgres://nobody:nothing@127.0.0.1:9/none', 2);
    try {
      await expect(warmSearches(unreachable.db)).resolves.toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });
});
