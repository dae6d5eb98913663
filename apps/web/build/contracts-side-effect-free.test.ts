import fs from 'node:fs';
import path from 'node:path';
import { minifySync, parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractsWithoutSideEffects, pureTopLevelCalls } from './contracts-side-effect-free';

const CONTRACTS = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
const wrapped = (call: string) => `/* @__PURE__ */ (() => ${call})()`;
/** What the production minifier keeps of a module (compressed, names kept). */
const kept = (code: string) => minifySync('module.js', code, { compress: true, mangle: false }).code;

describe('pureTopLevelCalls', () => {
  it('wraps the initializer of every top-level const made by a call or `new`, exported or not', () => {
    const code = [
      "import { z } from 'zod';",
      'export const Schema = z.object({ a: z.string() }).strict();',
      'const table = new Map([[1, 2]]);',
      'export const max = limit(253, MESSAGES.domainInvalid);',
    ].join('\n');
    expect(pureTopLevelCalls(code)).toBe(
      [
        "import { z } from 'zod';",
        `export const Schema = ${wrapped('z.object({ a: z.string() }).strict()')};`,
        `const table = ${wrapped('new Map([[1, 2]])')};`,
        `export const max = ${wrapped('limit(253, MESSAGES.domainInvalid)')};`,
      ].join('\n'),
    );
  });

  it('wraps each declarator of one statement at its own place', () => {
    expect(pureTopLevelCalls('const a = f(1), b = 2, c = g(3);')).toBe(
      `const a = ${wrapped('f(1)')}, b = 2, c = ${wrapped('g(3)')};`,
    );
  });

  it('leaves what is not a top-level const made by a call', () => {
    const code = [
      'register(Schema);',
      'const literal = { a: f() };',
      'const read = MESSAGES.domainInvalid;',
      'const arrow = () => f();',
      'export function build() { const inner = f(); return inner; }',
      'export default f();',
      'let declared;',
    ].join('\n');
    expect(pureTopLevelCalls(code)).toBe(code);
  });

  it('lets the minifier drop an unused schema with its building, which it keeps without the rewrite', () => {
    const code = [
      "import { z } from 'zod';",
      'const Unused = z.object({ a: z.string() }).strict();',
      'export const Used = z.string().min(1);',
    ].join('\n');
    expect(kept(code)).toContain('strict()');
    const rewritten = kept(pureTopLevelCalls(code));
    expect(rewritten).not.toContain('strict()');
    expect(rewritten).toContain('min(1)');
  });

  it('lets the minifier drop the argument reads of an unused call too (a read kept the imported module)', () => {
    const code = [
      "import { MESSAGES } from './messages';",
      "import { max } from './limits';",
      'const Unused = max(253, MESSAGES.domainInvalid);',
      'export const Used = 1;',
    ].join('\n');
    expect(kept(pureTopLevelCalls(code))).not.toContain('domainInvalid');
  });

  it('keeps every contracts module valid, with the same top-level statements and some of them marked', async () => {
    const sources = fs.readdirSync(CONTRACTS, { recursive: true, encoding: 'utf8' });
    const modules = sources.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    let marked = 0;
    for (const name of modules) {
      const file = path.join(CONTRACTS, name);
      // The plugin sees the module as JavaScript, after the TypeScript transform.
      const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file);
      const rewritten = pureTopLevelCalls(code);
      expect(parseAst(rewritten).body).toHaveLength(parseAst(code).body.length);
      if (rewritten !== code) marked += 1;
    }
    expect(marked).toBeGreaterThan(10);
  });
});

describe('contractsWithoutSideEffects', () => {
  const plugin = contractsWithoutSideEffects();
  const transform = plugin.transform as { filter: { id: RegExp }; handler: (code: string) => unknown };

  it('applies to the contracts sources (and their platforms folder) only', () => {
    expect(transform.filter.id.test('/repo/packages/contracts/src/inbox.ts')).toBe(true);
    expect(transform.filter.id.test('/repo/packages/contracts/src/platforms/shopify.ts')).toBe(true);
    expect(transform.filter.id.test('/repo/apps/web/src/features/inbox/api.ts')).toBe(false);
    expect(transform.filter.id.test('/repo/packages/contracts/src/endpoints/deep/inbox.ts')).toBe(false);
  });

  it('marks the module free of side effects and its calls pure', () => {
    expect(transform.handler('export const A = f();')).toEqual({
      code: `export const A = ${wrapped('f()')};`,
      map: null,
      moduleSideEffects: false,
    });
  });
});
