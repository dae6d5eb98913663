import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, proxyEntry])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Charts are heavy and only used on a few pages: keep Recharts and its d3 helpers in their own
        // chunk, which is loaded only by the lazy pages that draw charts.
        codeSplitting: {
          groups: [
            {
              name: 'recharts',
              // Recharts and the packages only it depends on (its redux store, d3 helpers, the
              // useSyncExternalStore shim and react-is, which otherwise land in the page chunk and make an import cycle).
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|react-is)[\\/]/,
              // Shared helpers (react, clsx...) stay where the normal splitting puts them; pulling them in
              // here would make the entry chunk import the chart chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
