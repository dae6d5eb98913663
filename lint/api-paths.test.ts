import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as definitions from '../packages/contracts/src/endpoints/index.ts';

/**
 * Issue #18: the web names no API address itself. Every call, navigation (Google sign-in, connect popups) and stream
 * takes its path from the generated route table (apps/web/src/lib/generated/endpoints), so a renamed route fails
 * typecheck or this test, never a user. The addresses are derived from the definitions: each one's fixed head (its
 * path up to the first parameter), plus the spec's `/backend/` alias of `/api/`.
 */
const root = path.resolve(import.meta.dirname, '..');
const WEB = path.join(root, 'apps/web/src');

interface Defined {
  method: string;
  path: string;
}
const isDefined = (value: unknown): value is Defined =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every definition of the contracts, whatever group or export holds it (machine routes included). */
function definedPaths(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (isDefined(value)) found.add(value.path);
    else if (typeof value === 'object' && value !== null && depth < 3) {
      for (const member of Object.values(value)) walk(member, depth + 1);
    }
  };
  walk(definitions, 0);
  return [...found];
}

/** `/integration/:platform/callback` → `/integration/`; a path without parameters is its own head. */
const headOf = (definedPath: string) => definedPath.replace(/:.*$/, '');

const API_HEADS = [...new Set(['/backend/', '/api/', ...definedPaths().map(headOf)])].sort();

/** The text of every string and template piece of a source file (comments and code left out). */
function stringsOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** A piece naming an API address: it starts with a head, which ends there or at a segment's end. */
function apiPathsIn(fileName: string, source: string): string[] {
  return stringsOf(fileName, source).filter((text) =>
    API_HEADS.some((head) => text.startsWith(head) && (head.endsWith('/') || !/^[\w-]/.test(text.slice(head.length)))),
  );
}

function webSources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return ['generated', 'testing'].includes(entry.name) ? [] : webSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('API addresses in the web app (issue #18)', () => {
  it('derives the addresses from the definitions', () => {
    expect(API_HEADS).toEqual(
      expect.arrayContaining(['/backend/', '/api/', '/auth/google', '/integration/', '/integrations/', '/webhooks/']),
    );
  });

  it('finds one written by hand, in a string or a template, and leaves the SPA’s own pages alone', () => {
    const source = [
      'apiClient.get(`/integration/${service}/status/${id}`);',
      "apiClient.post('/onboarding/check-connection', {});",
      'const url = `${base}/auth/google${query}`;',
      "const old = '/backend/api/admin/customers';",
      '// GET /api/templates in a comment is documentation',
      "navigate('/auth/callback'); navigate('/onboarding'); navigate('/connections?connected=shopify');",
    ].join('\n');
    expect(apiPathsIn('fixture.ts', source)).toEqual([
      '/integration/',
      '/onboarding/check-connection',
      '/auth/google',
      '/backend/api/admin/customers',
    ]);
  });

  it('names none outside the generated client (and tests)', () => {
    const found = webSources(WEB).flatMap((file) =>
      apiPathsIn(file, fs.readFileSync(file, 'utf8')).map((text) => `${path.relative(root, file)}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
