import { parseAst, type Plugin } from 'vite';
import { pureTopLevelCalls } from './contracts-side-effect-free';

/** react-router's production build, the one module the web app imports it through (vite.config.ts's alias). */
export const REACT_ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * react-router is one module, so whatever of it any page uses is in the entry chunk; and its top-level code
 * keeps more than that: the components are made by unmarked calls (`var Form = React.forwardRef(…)`) and named
 * by a statement after them (`Form.displayName = "Form"`), both side effects to the bundler, so `Form`,
 * `ScrollRestoration`, `HistoryRouter` and what they call (form submission, scroll restoration, the framework
 * mode's fetchers) were in every first download although no page uses them.
 *
 * Each `X.prop = value;` statement is folded into X's declaration (`Object.assign(init, { prop: value })`), and
 * every top-level declaration made by a call is wrapped pure (`pureTopLevelCalls`): what is unused goes, what is
 * used runs as before, at the same place, with the same properties.
 */
export function routerWithoutSideEffects(): Plugin {
  return {
    name: 'bizamply:router-side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_MODULE },
      handler(code) {
        return { code: pureTopLevelCalls(foldPropertyAssignments(code)), map: null };
      },
    },
  };
}

/**
 * `code` with each top-level `X.prop = value;` whose X is a top-level `var`/`let`/`const` initialized by a call,
 * `new` or a class expression folded into that initializer. Only when `value` is a literal or a name declared
 * before X (so moving it up reads the same value); any other statement is left where it is.
 */
export function foldPropertyAssignments(code: string): string {
  const body = parseAst(code).body;
  const declarations = new Map<string, { init: { start: number; end: number }; index: number }>();
  const declaredAt = new Map<string, number>();
  const folds = new Map<{ start: number; end: number }, string[]>();
  const removed: { start: number; end: number }[] = [];
  body.forEach((statement, index) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const { id, init } of declaration.declarations) {
        if (id.type !== 'Identifier') continue;
        declaredAt.set(id.name, index);
        if (init && ['CallExpression', 'NewExpression', 'ClassExpression'].includes(init.type)) {
          declarations.set(id.name, { init, index });
        }
      }
      return;
    }
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
      if (declaration.id) declaredAt.set(declaration.id.name, -1);
      return;
    }
    if (statement.type !== 'ExpressionStatement') return;
    const assignment = statement.expression;
    if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=') return;
    const target = assignment.left;
    if (target.type !== 'MemberExpression' || target.computed || target.object.type !== 'Identifier') return;
    if (target.property.type !== 'Identifier') return;
    const owner = declarations.get(target.object.name);
    if (!owner) return;
    const value = assignment.right;
    const valueReady =
      value.type === 'Literal' ||
      (value.type === 'Identifier' && (declaredAt.get(value.name) ?? Infinity) < owner.index);
    if (!valueReady) return;
    const text = `${target.property.name}: ${code.slice(value.start, value.end)}`;
    folds.set(owner.init, [...(folds.get(owner.init) ?? []), text]);
    removed.push(statement);
  });
  const edits = [
    ...removed.map(({ start, end }) => ({ start, end, text: '' })),
    ...[...folds].map(([init, properties]) => ({
      start: init.start,
      end: init.end,
      text: `Object.assign(${code.slice(init.start, init.end)}, { ${properties.join(', ')} })`,
    })),
  ].sort((a, b) => b.start - a.start);
  return edits.reduce(
    (text, { start, end, text: insert }) => `${text.slice(0, start)}${insert}${text.slice(end)}`,
    code,
  );
}
