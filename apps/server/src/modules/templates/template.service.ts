import {
  TEMPLATE_MESSAGES,
  TEMPLATES_PER_BRAND,
  type ReplyTemplate,
  type TemplateInput,
  isUuid,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  countTemplates,
  deleteTemplate,
  insertTemplate,
  listTemplateRows,
  lockBrand,
  updateTemplate,
  type TemplateRow,
  type TemplateScope,
} from './template.queries.ts';

const toTemplate = (row: TemplateRow): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(db: Database, scope: TemplateScope): Promise<ReplyTemplate[]> {
  return (await listTemplateRows(db, scope)).map(toTemplate);
}

export async function createTemplate(db: Database, scope: TemplateScope, input: TemplateInput): Promise<ReplyTemplate> {
  return db.transaction(async (tx) => {
    await lockBrand(tx, scope);
    if ((await countTemplates(tx, scope)) >= TEMPLATES_PER_BRAND) throw conflict(TEMPLATE_MESSAGES.limitReached);
    return toTemplate(await insertTemplate(tx, scope, input));
  });
}

export async function editTemplate(
  db: Database,
  scope: TemplateScope,
  id: string,
  input: TemplateInput,
): Promise<ReplyTemplate> {
  const row = isUuid(id) ? await updateTemplate(db, scope, id, input) : null;
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return toTemplate(row);
}

export async function removeTemplate(db: Database, scope: TemplateScope, id: string): Promise<void> {
  const deleted = isUuid(id) ? await deleteTemplate(db, scope, id) : false;
  if (!deleted) throw notFound(TEMPLATE_MESSAGES.notFound);
}
