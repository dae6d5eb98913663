import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptTexts } from '../scripts/inline-scripts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the inline scripts of a built page', () => {
  it('are the texts of the script elements without a src, whatever their case or attributes', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/assets/x.js"></script>' +
      '<SCRIPT type="module">\nb()\n</SCRIPT><script async src=/y.js></script><script></script></head>';
    expect(inlineScriptTexts(html)).toEqual(['a()', '\nb()\n', '']);
  });

  it('are read through one source by the CSP hashing and the first-download budget check', () => {
    for (const file of ['apps/server/src/plugins/static-spa.ts', 'scripts/check-bundle-size.mjs']) {
      const source = read(file);
      expect(source, file).toMatch(/import \{ inlineScriptTexts \} from '[./]*\/?(?:scripts\/)?inline-scripts\.mjs'/);
      expect(source, `${file} keeps its own inline-script pattern`).not.toContain('<script(?!');
    }
  });
});
