import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { minifySync } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureTopLevelCalls } from './contracts-side-effect-free';
import { foldPropertyAssignments, REACT_ROUTER_MODULE } from './router-side-effect-free';

/** What the production minifier keeps of a module (compressed, names kept). */
const kept = (code: string) => minifySync('module.js', code, { compress: true, mangle: false }).code;
const require = createRequire(import.meta.url);
const routerModule = () => {
  const folder = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  const file = fs.readdirSync(folder).find((name) => /^chunk-.+\.mjs$/.test(name));
  if (!file) throw new Error(`no chunk-*.mjs in ${folder}`);
  return path.join(folder, file);
};

describe('foldPropertyAssignments', () => {
  it('folds each `X.prop = literal;` into the call that makes X, and removes the statement', () => {
    const code = [
      'var Form = React.forwardRef(function Form() {});',
      'Form.displayName = "Form";',
      'var Context = React.createContext(null);',
      'Context.displayName = "Context";',
    ].join('\n');
    expect(foldPropertyAssignments(code)).toBe(
      [
        'var Form = Object.assign(React.forwardRef(function Form() {}), { displayName: "Form" });',
        '',
        'var Context = Object.assign(React.createContext(null), { displayName: "Context" });',
        '',
      ].join('\n'),
    );
  });

  it('folds a name declared before X, and a class expression', () => {
    const code = [
      'var Ctx = createContext(false);',
      'var Boundary = class extends Component {};',
      'Boundary.contextType = Ctx;',
    ];
    expect(foldPropertyAssignments(code.join('\n'))).toBe(
      [code[0], 'var Boundary = Object.assign(class extends Component {}, { contextType: Ctx });', ''].join('\n'),
    );
  });

  it('leaves what it cannot move without changing what runs', () => {
    const code = [
      'function Scroll() {}',
      'Scroll.displayName = "Scroll";', // a function declaration: no initializer to fold into
      'var table = {};',
      'table.a = 1;', // not made by a call
      'var Later = f();',
      'Later.contextType = Defined;', // a name declared after X
      'var Defined = g();',
      'Later.count += 1;', // not a plain assignment
      'Later["key"] = 1;', // computed
      'window.flag = true;', // not a declared name
    ].join('\n');
    expect(foldPropertyAssignments(code)).toBe(code);
  });

  it('with pureTopLevelCalls lets the minifier drop an unused component, which it keeps without them', () => {
    const code = [
      'var Unused = React.forwardRef(function Unused() { return submitForm(); });',
      'Unused.displayName = "Unused";',
      'var Used = React.forwardRef(function Used() {});',
      'Used.displayName = "Used";',
      'export { Used };',
    ].join('\n');
    expect(kept(code)).toContain('submitForm');
    const rewritten = kept(pureTopLevelCalls(foldPropertyAssignments(code)));
    expect(rewritten).not.toContain('submitForm');
    expect(rewritten).toContain('displayName:`Used`');
  });
});

describe('react-router production module', () => {
  it('is the module the plugin rewrites, and its components are folded (a new release with another shape fails here)', () => {
    const file = routerModule();
    expect(REACT_ROUTER_MODULE.test(file)).toBe(true);
    const folded = foldPropertyAssignments(fs.readFileSync(file, 'utf8'));
    for (const name of ['Form', 'Link', 'NavLink', 'DataRouterContext']) {
      expect(folded).not.toMatch(new RegExp(`^${name}\\.displayName = `, 'm'));
      expect(folded).toMatch(new RegExp(`^var ${name} = Object\\.assign\\(`, 'm'));
    }
  });
});
