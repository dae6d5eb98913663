import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { createUserWithBrand, type TestApp } from '../app.ts';
import { grantCredits, insertComment } from '../../src/modules/comments/inbox.test-support.ts';
import type { Operation, Picker } from './openapi.ts';
import { appendRow, reliabilityScale, type ReportRow } from './report.ts';

export type User = Awaited<ReturnType<typeof createUserWithBrand>>;

/**
 * An account whose every readable string carries a unique marker, so a response that shows any of
 * it to someone else is caught by a plain substring search.
 */
export async function createMarkedOwner(t: TestApp) {
  const marker = `LEAK${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  const user = await createUserWithBrand(t, {
    brandName: `${marker} Brand`,
    email: `${marker.toLowerCase()}@example.com`,
  });
  await t.database.db
    .update(accounts)
    .set({ companyName: `${marker} Co` })
    .where(eq(accounts.id, user.account.id));
  await grantCredits(t, user.account.id, 50);
  const pending = await insertComment(t, user, {
    content: `${marker} pending review`,
    reviewerName: `${marker} Reviewer`,
  });
  const draft = await insertComment(t, user, {
    status: 'draft',
    content: `${marker} draft review`,
    draftContent: `${marker} draft reply`,
  });
  const asOwner = { token: user.token, brandId: user.brand.id };
  const template = await t.request({
    method: 'POST',
    url: '/api/templates',
    ...asOwner,
    payload: { name: `${marker} template`, body: `${marker} template body` },
  });
  const templateId = (template.json() as { data?: { id?: string; template?: { id?: string } } }).data;
  await t.request({
    method: 'PUT',
    url: '/api/brand-voice',
    ...asOwner,
    payload: { tone: 'custom', customTone: `${marker} tone`, signOff: `${marker} sign-off`, avoidWords: [] },
  });
  const rule = await t.request({
    method: 'POST',
    url: '/api/automation/rules',
    ...asOwner,
    payload: { name: `${marker} rule`, conditions: { containsWords: [marker] }, actions: [{ type: 'draft' }] },
  });
  const ruleId = (rule.json() as { data?: { id?: string } }).data?.id ?? crypto.randomUUID();
  const ids = {
    ruleId,
    accountId: user.account.id,
    userId: user.user.id,
    brandId: user.brand.id,
    commentId: pending.id,
    draftId: draft.id,
    templateId: templateId?.id ?? templateId?.template?.id ?? crypto.randomUUID(),
  };
  return { user, marker, ids };
}

export type Owner = Awaited<ReturnType<typeof createMarkedOwner>>;

/** The owner's ids, chosen by field name and by the route's path (templates/{id} is a template...). */
export function ownerPicker(owner: Owner, operation: Operation): Picker {
  const { ids } = owner;
  const idFor = () => {
    if (operation.path.includes('/templates')) return ids.templateId;
    if (operation.path.includes('/automation/rules')) return ids.ruleId;
    if (operation.path.includes('/automation/approvals')) return ids.draftId;
    if (operation.path.includes('/customers')) return ids.accountId;
    if (operation.path.includes('/comments')) return ids.draftId;
    if (operation.path.includes('/brands')) return ids.brandId;
    return ids.brandId;
  };
  return (name, schema) => {
    const key = name.toLowerCase();
    if (key === 'id') return idFor();
    if (key === 'brandid' || key === 'brand') return ids.brandId;
    if (key === 'brandids') return [ids.brandId];
    if (key === 'commentid') return ids.draftId;
    if (key === 'commentids') return [ids.draftId];
    if (key === 'ruleid') return ids.ruleId;
    if (key === 'ruleids') return [ids.ruleId];
    if (key === 'templateid') return ids.templateId;
    if (key === 'accountid' || key === 'customerid') return ids.accountId;
    if (key === 'userid') return ids.userId;
    if (key === 'idempotencykey') return `authz-${crypto.randomUUID()}`;
    if (key === 'platform' || key === 'service' || key === 'servicename')
      return schema.enum?.includes('judgeme') ? 'judgeme' : (schema.enum?.[0] ?? 'judgeme');
    return undefined;
  };
}

/** What the owner can see of their own account: it must be the same before and after a stranger's call. */
export async function ownerSnapshot(t: TestApp, owner: Owner): Promise<string> {
  const asOwner = { token: owner.user.token, brandId: owner.user.brand.id };
  const urls = [
    '/api/comments?limit=50',
    '/api/templates',
    '/api/brand-voice',
    '/api/credits/balance',
    '/api/brands',
    '/api/connections',
    '/api/automation/rules',
    '/api/automation/settings',
  ];
  const bodies = await Promise.all(urls.map(async (url) => (await t.request({ method: 'GET', url, ...asOwner })).body));
  return bodies.join('\n');
}

/** Records one part's result line for the final table. */
export function report(row: Omit<ReportRow, 'scale'>): void {
  appendRow(inject('reliabilityReport'), { ...row, scale: reliabilityScale() });
}

/** Runs tasks with at most `limit` in flight (the way a pool of clients would). */
export async function runLimited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  return results;
}

/** The common error shape every 4xx/5xx must have. */
export function errorShapeProblem(statusCode: number, contentType: string | undefined, body: string): string | null {
  if (!contentType?.includes('application/json')) return `content-type ${contentType ?? 'none'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  const value = parsed as Record<string, unknown>;
  if (value['success'] !== false) return 'success is not false';
  if (typeof value['message'] !== 'string' || !value['message']) return 'no message';
  if (typeof value['code'] !== 'string' || !value['code']) return 'no code';
  if (value['status'] !== statusCode) return `status ${String(value['status'])} is not ${statusCode}`;
  return null;
}
