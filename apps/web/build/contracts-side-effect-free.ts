import { parseAst, type Plugin } from 'vite';

/**
 * The contracts are declarations (zod schemas, message tables) without side effects: marking them so lets the
 * bundler keep out of each chunk the schemas it does not use, instead of shipping the whole package with the entry.
 *
 * Each top-level `const` made by a call is marked pure as well (`pureTopLevelCalls`): the bundler takes `z.object()`
 * as pure (`manualPureFunctions`) but not the methods chained on it (`.strict()`, `.extend()`, `.default()`), so an
 * unused schema's binding went but its building stayed, run at every start of the chunk.
 */
export function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'bizamply:contracts-side-effect-free',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/](platforms[\\/])?[^\\/]+\.ts$/ },
      handler(code) {
        return { code: pureTopLevelCalls(code), map: null, moduleSideEffects: false };
      },
    },
  };
}

/**
 * `code` with the initializer of every top-level `const x = f(…)` / `new F(…)` (exported or not) wrapped in a pure
 * arrow: `/* @__PURE__ *\/ (() => f(…))()`. Wrapped, not only annotated: an annotated call still reads its
 * arguments (`max(253, MESSAGES.domainInvalid)`), and such a left-over read kept the schema's module, and zod's
 * chunk with it, in the chunk's imports.
 */
export function pureTopLevelCalls(code: string): string {
  const inits: { start: number; end: number }[] = [];
  for (const statement of parseAst(code).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (init?.type === 'CallExpression' || init?.type === 'NewExpression') inits.push(init);
    }
  }
  let marked = code;
  for (const { start, end } of inits.reverse()) {
    marked = `${marked.slice(0, start)}/* @__PURE__ */ (() => ${marked.slice(start, end)})()${marked.slice(end)}`;
  }
  return marked;
}
