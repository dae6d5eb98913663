// Checks that the web app's initial JavaScript stays within budget (issue 15: ≤ 120 KB gzip), and that no two
// chunks import each other (the manual chunk groups of vite.config.ts could make them; a cycle runs a module
// before the one it needs and the page fails at load), and that the signed-in shell, /dashboard, /responses and
// /login do not import zod's chunk as they start, that the shell and the inbox do not start the date range picker's
// zoned date code, and that what was taken out of the start stays out (NOT_AT_START).
// Initial = every script of the built index.html (the entry module, its inline scripts, the entry the first-page script starts) plus every chunk it loads statically (its
// modulepreload links and, transitively, its static `import … from` / `export … from`), never the
// lazy `import()` chunks. Run after a build:  node scripts/check-bundle-size.mjs [distDir] [--limit-kb=120]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineScriptTexts } from './inline-scripts.mjs';

const args = process.argv.slice(2);
const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'apps/web/dist');
const limitKb = Number(args.find((arg) => arg.startsWith('--limit-kb='))?.split('=')[1] ?? 120);

const indexFile = path.join(distDir, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`check-bundle-size: ${indexFile} not found (build the web app first)`);
  process.exit(2);
}
const html = fs.readFileSync(indexFile, 'utf8');
const local = (url) => path.join(distDir, url.replace(/^\//, '').split(/[?#]/)[0]);
const entries = [
  ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
].filter((url) => !/^https?:/.test(url));
// Inline scripts (the build's first-page script) are part of the first download too: counted as the HTML's share.
const inlineScripts = inlineScriptTexts(html);
// The first-page script starts the entry itself, after the first paint (vite.config.ts `firstPagePreloads`): its
// address is the one whole "/assets/….js" string of that script.
entries.push(
  ...inlineScripts.flatMap((code) => [...code.matchAll(/["'`](\/assets\/[^"'`]+\.js)["'`]/g)].map((match) => match[1])),
);

if (entries.length === 0 && inlineScripts.length === 0) {
  console.error('check-bundle-size: no script in index.html');
  process.exit(2);
}

const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const seen = new Map();
inlineScripts.forEach((code, index) => {
  const text = Buffer.from(code, 'utf8');
  seen.set(path.join(distDir, `index.html (inline script ${index + 1})`), {
    raw: text.length,
    gzip: zlib.gzipSync(text, { level: 9 }).length,
  });
});
const queue = entries.map(local);
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  const code = fs.readFileSync(file);
  seen.set(file, { raw: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length });
  for (const match of code.toString('utf8').matchAll(STATIC_IMPORT)) {
    queue.push(path.resolve(path.dirname(file), match[1]));
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let raw = 0;
let gzip = 0;
for (const [file, size] of [...seen.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
  raw += size.raw;
  gzip += size.gzip;
  console.log(`${kb(size.gzip).padStart(8)} KB gzip  ${kb(size.raw).padStart(8)} KB  ${path.relative(distDir, file)}`);
}
const verdict = gzip <= limitKb * 1024 ? 'ok' : 'OVER BUDGET';
console.log(
  `initial JavaScript: ${seen.size} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${limitKb} KB): ${verdict}`,
);

// Static imports between every chunk of the build (lazy ones included): a cycle means two chunks import each other.
const assets = path.join(distDir, 'assets');
const graph = new Map();
for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  graph.set(
    file,
    [...code.matchAll(STATIC_IMPORT)].map((match) => path.basename(match[1])),
  );
}
const cycles = [];
const state = new Map();
const stack = [];
const visit = (file) => {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
};
for (const file of graph.keys()) if (!state.has(file)) visit(file);
for (const cycle of cycles) console.log(`chunk import cycle: ${cycle}`);
console.log(cycles.length === 0 ? 'chunk imports: no cycle' : `chunk imports: ${cycles.length} cycle(s)`);

// The signed-in shell, /dashboard, /responses and /login build no zod schema as they start (docs/architecture.md,
// "Schemas apart from the constants a page's start reads"; a form loads its schema on first use): zod's chunk is
// not among the chunks their page chunks import statically.
const ZOD_CHUNK = /[`"']\$ZodObject[`"']/;
const ZOD_FREE_STARTS = ['app-shell', 'dashboard-page', 'responses-page', 'login-page'];
/** The page chunks named `names` (one each in a build: `<name>-<hash>.js`). */
const pageChunks = (names) =>
  [...graph.keys()].filter((file) => names.some((name) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file)));
/** Of `files`, those whose built code matches `pattern`. */
const chunksMatching = (files, pattern) =>
  [...files].filter((file) => pattern.test(fs.readFileSync(path.join(assets, file), 'utf8')));
const shellStart = pageChunks(ZOD_FREE_STARTS);
/** The chunks `starts` import statically, themselves included. */
const reachedFrom = (starts) => {
  const reached = new Set();
  const pending = [...starts];
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(graph.get(file) ?? []));
  }
  return reached;
};
const zodAtStart = chunksMatching(reachedFrom(shellStart), ZOD_CHUNK);
const zodChunkFound = chunksMatching(graph.keys(), ZOD_CHUNK).length > 0;
const zodVerdict =
  shellStart.length !== ZOD_FREE_STARTS.length || !zodChunkFound
    ? `cannot tell (not one chunk each of ${ZOD_FREE_STARTS.join(', ')}, or no zod chunk found)`
    : zodAtStart.length === 0
      ? 'not imported'
      : `imported (${zodAtStart.join(', ')})`;
console.log(`zod at the start of ${ZOD_FREE_STARTS.join(', ')}: ${zodVerdict}`);
const zodOk = zodVerdict === 'not imported';

// The zoned date code of the date range picker (@date-fns/tz, whose offsets are read with 'longOffset') is not
// evaluated by the shell or the inbox as they start: only the pages with a period draw the picker (vite.config.ts,
// DATE_RANGE_COMPONENTS).
const ZONED_DATES = /longOffset/;
const ZONED_FREE_STARTS = ['app-shell', 'responses-page'];
const zonedStarts = pageChunks(ZONED_FREE_STARTS);
const zonedAtStart = chunksMatching(reachedFrom(zonedStarts), ZONED_DATES);
const zonedOk = zonedStarts.length === ZONED_FREE_STARTS.length && zonedAtStart.length === 0;
console.log(
  `zoned dates at the start of ${ZONED_FREE_STARTS.join(', ')}: ${zonedOk ? 'not imported' : `imported or cannot tell (${zonedAtStart.join(', ')})`}`,
);

// What was taken out of the first download and must not come back (docs/performance.md, twelfth pass, bundle12),
// each found by a text only it has in the built code.
const NOT_AT_START = [
  { what: "react-router's Link or NavLink (route prefetching; use @/components/ui/link)", marker: 'data-discover' },
  { what: "react-router's Form and useSubmit (apps/web/build/router-side-effect-free.ts)", marker: 'useSubmit' },
  {
    what: "the sign-in pages' messages (packages/contracts/src/messages-auth.ts)",
    marker: 'Invalid email or password',
  },
  {
    what: 'the date formatter (lib/date-preferences.ts; the start keeps the choices, lib/active-date-preferences.ts)',
    marker: 'formatToParts',
  },
];
const startCode = [...seen.keys()]
  .filter((file) => file.endsWith('.js'))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
const backAtStart = NOT_AT_START.filter(({ marker }) => startCode.includes(marker));
for (const { what } of backAtStart) console.log(`back in the first download: ${what}`);
console.log(
  backAtStart.length === 0
    ? `kept out of the first download: ${NOT_AT_START.length} of ${NOT_AT_START.length}`
    : `kept out of the first download: ${NOT_AT_START.length - backAtStart.length} of ${NOT_AT_START.length}`,
);
process.exit(gzip <= limitKb * 1024 && cycles.length === 0 && zodOk && zonedOk && backAtStart.length === 0 ? 0 : 1);
