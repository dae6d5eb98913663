import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createServer, defineConfig, minifySync, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { FIRST_PAGES, SESSION_TOKEN_KEYS } from './src/app/first-pages';
import { EARLY_INPUT_SCRIPT } from './src/lib/early-input';
import { contractsWithoutSideEffects } from './build/contracts-side-effect-free';
import { routerWithoutSideEffects } from './build/router-side-effect-free';

const require = createRequire(import.meta.url);
const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/** Paths the dev server hands to the API. `/auth/callback` is an SPA page beside the /auth API routes. */
const PROXIED_PREFIXES = [
  '/api',
  '/backend',
  '/auth',
  '/sim',
  '/dev',
  '/integration',
  '/integrations',
  '/onboarding/submit',
  '/docs',
];
const SPA_ROUTES_UNDER_PROXY = ['/auth/callback'];

const proxyEntry: ProxyOptions = {
  target: API_TARGET,
  changeOrigin: false,
  bypass(request) {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    if (SPA_ROUTES_UNDER_PROXY.some((route) => pathname === route || pathname.startsWith(`${route}/`))) {
      return '/index.html';
    }
    return undefined;
  },
};

/** Packages of the design system, grouped into the 'ui' chunk. */
const UI_PACKAGES =
  /node_modules[\\/](lucide-react|@radix-ui|@floating-ui|tailwind-merge|class-variance-authority|sonner|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/;
/**
 * Our components, the class merging, the platforms' marks (PlatformIcon's icons, apps/web/src/platforms/) and the
 * few-line loader the forms' schemas and the live stream share (its own chunk would be one more request and one more
 * name in the entry's preload lists).
 */
const UI_COMPONENTS =
  /[\\/]src[\\/](components[\\/](ui|layout)[\\/]|lib[\\/](cn|load-on-first-use)\.ts$|platforms[\\/](marks|types|[^\\/]+[\\/]mark)\.ts$)/;
const OVERLAY_PACKAGES =
  /node_modules[\\/](@radix-ui[\\/]react-(select|menu|dropdown-menu|tooltip|popover|dialog|popper|dismissable-layer|focus-scope|focus-guards|portal|arrow|use-escape-keydown|use-rect)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|sonner)[\\/]/;
const OVERLAY_COMPONENTS =
  /[\\/]src[\\/]components[\\/]ui[\\/](dialog|select|dropdown-menu|popover|tooltip|toaster|toast)\.tsx?$/;
/**
 * The date range picker and the zoned date code it draws with (@date-fns/tz, lib/date-ranges): only the pages with a
 * period (dashboard, analytics, transactions) use them, so they stay out of the shell's 'ui' and 'overlays' chunks,
 * which every signed-in page evaluates before its first rows.
 */
const DATE_RANGE_COMPONENTS = /[\\/]src[\\/]components[\\/]ui[\\/]date-range-picker\.tsx$/;
/** Components of the boot screens (splash, error): part of the entry, so kept out of the 'ui' chunk. */
const BOOT_COMPONENTS =
  /[\\/]components[\\/](ui[\\/](spinner\.tsx|inline-icon\.tsx|button-classes\.ts)|layout[\\/](splash-screen|brand-logo|centered-screen)\.tsx)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below about one TCP packet compression saves nothing a visitor notices.
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, once, at maximum level: the server
 * sends them with @fastify/static's `preCompressed` instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bizamply:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = path.join(outDir, file);
          const content = await fs.readFile(source);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${source}.br`, br), fs.writeFile(`${source}.gz`, gz)]);
        }),
      );
    },
  };
}

const SRC_DIR = path.resolve(import.meta.dirname, 'src');
const LAZY_PAGES_FILE = path.join(SRC_DIR, 'app/lazy-pages.ts');
/** The name the inline first-page script goes by in the minifier's messages. */
const FIRST_PAGE_SCRIPT = 'first-pages.js';
const THEME_INIT_FILE = path.resolve(import.meta.dirname, 'public/theme-init.js');
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';
/** The entry's tags as vite writes them into the built index.html (`firstPagePreloads` replaces them). */
const ENTRY_SCRIPT_TAG = (fileName: string) => `<script type="module" crossorigin src="/${fileName}"></script>`;
const ENTRY_PRELOAD_TAG = (fileName: string) => `<link rel="modulepreload" crossorigin href="/${fileName}">`;
/**
 * When the app's JavaScript starts if the browser has reported no first contentful paint by then (a page that
 * never paints, a browser whose observer misses it): well after any first paint of the HTML, even on a slow phone.
 */
const FALLBACK_MS = 3000;

/**
 * Marks the document `no-stored-session` when no session token is stored (or storage is blocked: the app cannot
 * have one either). The HTML of a signed-in page (`src/prerender.tsx`) holds its frame and the splash: the class
 * shows the splash instead, before first paint, so a signed-out visitor never sees the frame.
 */
const NO_STORED_SESSION = `!function(){var c=document.documentElement.classList;try{if(${Object.entries(
  SESSION_TOKEN_KEYS,
)
  .flatMap(([store, keys]) => keys.map((key) => `${store}.getItem(${JSON.stringify(key)})===null`))
  .join('&&')})c.add("no-stored-session")}catch(e){c.add("no-stored-session")}}();`;

/** `export const Name = lazyPage(() => import('spec'), ...)` of lazy-pages.ts: page name → source file (no extension). */
async function lazyPageSources(): Promise<Map<string, string>> {
  const source = await fs.readFile(LAZY_PAGES_FILE, 'utf8');
  const sources = new Map<string, string>();
  for (const [, name, spec] of source.matchAll(/export const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g)) {
    if (!name || !spec) continue;
    sources.set(
      name,
      spec.startsWith('@/') ? path.join(SRC_DIR, spec.slice(2)) : path.resolve(path.dirname(LAZY_PAGES_FILE), spec),
    );
  }
  return sources;
}

/**
 * The app's start: the first-page script (inline in index.html's head) starts the entry module itself, with a
 * `modulepreload` link for each of its static imports and for each chunk of the address's pages (`FIRST_PAGES`), once
 * the first paint is done (vite's own `<script type="module">` and preload tags are taken out of the HTML). On a phone
 * the page's chunks then come beside the entry instead of one round trip (and the entry's start-up) after it, and
 * none of it is in the first paint's way.
 *
 * Inline, not a file: a script file in the head blocks the first paint for its round trip. The CSP allows exactly this
 * script by its hash, which the server reads from the HTML it serves (apps/server `inlineScriptHashes`).
 */
function firstPagePreloads(): Plugin {
  return {
    name: 'bizamply:first-page-preloads',
    apply: 'build',
    // After vite's own HTML step has written index.html (and before `prerenderedPages` copies it: enforce 'post').
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string' || !index.source.includes(THEME_INIT_TAG)) {
          throw new Error(`first-page-preloads: the built index.html has no ${THEME_INIT_TAG}`);
        }
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileNames: Iterable<string>, into = new Set<string>()) => {
          for (const fileName of fileNames) {
            if (into.has(fileName)) continue;
            into.add(fileName);
            closure(byFile.get(fileName)?.imports ?? [], into);
          }
          return into;
        };
        const entries = chunks.filter((chunk) => chunk.isEntry);
        const [entry] = entries;
        if (!entry || entries.length > 1) throw new Error('first-page-preloads: the build has not exactly one entry');
        const loadedByEntry = closure([entry.fileName]);
        // vite's own tags for the entry and its static imports: the script below starts them instead.
        const entryTags = [
          ENTRY_SCRIPT_TAG(entry.fileName),
          ...[...loadedByEntry].filter((fileName) => fileName !== entry.fileName).map(ENTRY_PRELOAD_TAG),
        ];
        for (const tag of entryTags) {
          if (!index.source.includes(tag)) throw new Error(`first-page-preloads: the built index.html has no ${tag}`);
        }
        const sources = await lazyPageSources();
        const chunkOf = (name: string) => {
          const source = sources.get(name);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '') === source);
          if (!chunk)
            throw new Error(
              `first-page-preloads: no chunk for the lazy page ${name} (${source ?? 'not in lazy-pages.ts'})`,
            );
          return chunk.fileName;
        };
        // Each chunk named once; an address lists the indexes of its chunks (the script is part of every page's HTML).
        const names: string[] = [];
        const indexOf = (fileName: string) => {
          if (!names.includes(fileName)) names.push(fileName);
          return names.indexOf(fileName);
        };
        const addresses = Object.fromEntries(
          Object.entries(FIRST_PAGES).map(([address, pages]) => [
            address,
            [...closure(pages.map(chunkOf))].filter((fileName) => !loadedByEntry.has(fileName)).map(indexOf),
          ]),
        );
        const entryImports = [...loadedByEntry].filter((fileName) => fileName !== entry.fileName).map(indexOf);
        const files = names.map((fileName) => fileName.replace(/^assets\//, '').replace(/\.js$/, ''));
        const themeInit = await fs.readFile(THEME_INIT_FILE, 'utf8');
        // EARLY_INPUT_SCRIPT first: a prerendered form is on screen before the app can handle it; NO_STORED_SESSION
        // before first paint: it picks what a signed-in page's HTML shows. The app's JavaScript (the entry, its static
        // imports, the address's page chunks) starts once the browser has reported the first contentful paint: the
        // HTML holds the page, its frame or the splash, so that paint never needs it, and a request (or a module's
        // run) before it shares the phone's bandwidth and main thread with what the paint waits for. Without paint
        // timing, or in a tab that is hidden (it paints nothing), at once; and after FALLBACK_MS whatever happened.
        // The entry first (the largest, and on HTTP/1.1 six requests at a time), run once the document is parsed (a
        // module script added from the head would not wait for `#root`). The entry's address is written whole
        // ("/assets/….js"): scripts/check-bundle-size.mjs finds the first download from it.
        const source = `${themeInit}${EARLY_INPUT_SCRIPT}${NO_STORED_SESSION}!function(){var d=document,e=${JSON.stringify(`/${entry.fileName}`)},f=${JSON.stringify(files)},a=${JSON.stringify(addresses)},p=location.pathname.replace(/(.)\\/+$/,'$1'),s=0,r=function(){var m=d.createElement('script');m.type='module';m.src=e;d.head.appendChild(m)},g=function(){if(s)return;s=1;d.readyState=='loading'?d.addEventListener('DOMContentLoaded',r):r();${JSON.stringify(entryImports)}.concat(a.hasOwnProperty(p)?a[p]:[]).forEach(function(n){var l=d.createElement('link');l.rel='modulepreload';l.href='/assets/'+f[n]+'.js';d.head.appendChild(l)})};setTimeout(g,${FALLBACK_MS});try{if(d.visibilityState=='hidden'||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}}).observe({type:'paint',buffered:true})}catch(x){g()}}();`;
        // Minified: it is in every page's HTML, and counts in the first download's budget.
        const minified = minifySync(FIRST_PAGE_SCRIPT, source);
        if (minified.errors.length > 0) throw new Error(`first-page-preloads: ${minified.errors[0]?.message}`);
        const script = minified.code.trim();
        if (/<\/script/i.test(script)) throw new Error('first-page-preloads: the script would close its own tag');
        index.source = entryTags.reduce(
          (html, tag) => html.replace(tag, ''),
          index.source.replace(THEME_INIT_TAG, () => `<script>${script}</script>`),
        );
      },
    },
  };
}

/** The entry's stylesheet link as vite writes it into index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The entry's stylesheet inside index.html (and so inside every prerendered page) instead of linked: the first paint
 * waits for it, and as a file it costs a round trip after the HTML on a phone. The HTML is revalidated (an ETag and
 * `no-cache`), so a repeat visit still gets it from the browser's cache: it is sent again only when the build
 * changes, with the HTML. The CSP allows inline styles already (style-src 'unsafe-inline', for Radix's positioning).
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'bizamply:inline-entry-stylesheet',
    apply: 'build',
    // After vite's own HTML step has written index.html, before `prerenderedPages` copies it (enforce 'post').
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          throw new Error('inline-entry-stylesheet: the build has no index.html');
        }
        let inlined = 0;
        index.source = index.source.replace(ENTRY_STYLESHEET, (_link, fileName: string) => {
          const stylesheet = bundle[fileName];
          if (stylesheet?.type !== 'asset') throw new Error(`inline-entry-stylesheet: ${fileName} is not in the build`);
          const css =
            typeof stylesheet.source === 'string' ? stylesheet.source : Buffer.from(stylesheet.source).toString();
          if (/<\/style/i.test(css)) throw new Error(`inline-entry-stylesheet: ${fileName} would close its own tag`);
          inlined += 1;
          return `<style>${css}</style>`;
        });
        if (inlined === 0) throw new Error('inline-entry-stylesheet: the built index.html links no stylesheet');
      },
    },
  };
}

/** `#root` and the mark after it that the head's `rel="expect"` link waits for (index.html). */
const ROOT_ELEMENT = /(<div id="root")>[\s\S]*(<\/div>\s*<template id="page-end"><\/template>\s*<\/body>)/;

/**
 * For each address of `src/prerender.tsx`'s PRERENDERED_ADDRESSES, the built index.html with that address's markup
 * inside `#root` instead of the splash (an anonymous page as an anonymous visitor's first render draws it, or a
 * signed-in page's frame), marked with the attribute main.tsx reads: on a phone the page paints with the HTML and
 * the CSS instead of after the app's JavaScript has downloaded and run.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'bizamply:prerendered-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string' || !ROOT_ELEMENT.test(index.source)) {
          throw new Error(
            'prerendered-pages: the built index.html has no <div id="root"> then #page-end before </body>',
          );
        }
        const template = index.source;
        // The app's modules as Node runs them (no bundling, no CSS), for react-dom/static.
        const server = await createServer({
          configFile: false,
          root: import.meta.dirname,
          plugins: [react()],
          resolve: { alias: { '@': SRC_DIR } },
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
        });
        try {
          const { prerenderAddress, PRERENDERED_ADDRESSES } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            prerenderAddress: (address: string) => Promise<{ markup: string; attribute: string }>;
            PRERENDERED_ADDRESSES: string[];
          };
          for (const address of PRERENDERED_ADDRESSES) {
            const { markup, attribute } = await prerenderAddress(address);
            this.emitFile({
              type: 'asset',
              fileName: `prerendered${address}.html`,
              source: template.replace(ROOT_ELEMENT, (_all, open: string, close: string) =>
                [open, ` ${attribute}="${address}">`, markup, close].join(''),
              ),
            });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    firstPagePreloads(),
    inlineEntryStylesheet(),
    prerenderedPages(),
    precompress(),
    contractsWithoutSideEffects(),
    routerWithoutSideEffects(),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // react-router's package exports only its development build (dev warnings on); the production copy beside
      // it is the same code with them off.
      ...(command === 'build'
        ? {
            'react-router': path.join(
              path.dirname(require.resolve('react-router/package.json')),
              'dist/production/index.mjs',
            ),
          }
        : {}),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, proxyEntry])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // vite's modulepreload polyfill (for Safari < 17, Firefox < 115) runs inside the entry, and the entry now starts
    // with the first page's preloads (`firstPagePreloads`), after the first paint: by then it could only fetch what
    // the import chain fetches a moment later. Its ~0.3 KB gzip pays for starting the entry from the script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no side effect: a module's unused schemas (the contracts define constants
      // beside them) are dropped, so a page that reads a constant does not pull zod in.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Charts are only used on a few pages: keep their d3 helpers in their own chunk, which is loaded only by
        // the lazy pages that draw charts.
        codeSplitting: {
          groups: [
            {
              name: 'charts',
              test: /node_modules[\\/]d3-[a-z-]+[\\/]/,
              // Shared helpers (react, clsx...) stay where the normal splitting puts them; pulling them in
              // here would make the entry chunk import the chart chunk.
              includeDependenciesRecursively: false,
            },
            {
              // What opens above the page (menus, selects, dialogs, tooltips, toasts) and its positioning and
              // focus helpers: the signed-in shell needs it at once, the sign-in page does not.
              name: 'overlays',
              test: (id) => OVERLAY_PACKAGES.test(id) || OVERLAY_COMPONENTS.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // The design system every page draws with: the icons, the small Radix primitives, the class merging
              // and our own components, as one chunk instead of ~30 small ones (on a phone each request of the
              // chain costs a round trip; the first page then loads this once).
              name: 'ui',
              test: (id) =>
                UI_PACKAGES.test(id) ||
                (UI_COMPONENTS.test(id) && !BOOT_COMPONENTS.test(id) && !DATE_RANGE_COMPONENTS.test(id)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
