import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Folders of `dir`, read at lint time so a new feature or module is fenced without editing this file. */
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const filesOf = (dir, pattern) =>
  fs.readdirSync(path.join(import.meta.dirname, dir)).filter((name) => pattern.test(name));

const WEB = 'apps/web/src';
const MODULES = 'apps/server/src/modules';

/**
 * Imports that break a boundary below and existed before the rules could see them (issue #18, phase 1).
 * Each entry is [importer, imported internal]; the next phase routes each one through the public entry and
 * deletes its line. New code cannot add to the problem: only the exact pair listed is let through.
 */
export const allowedBoundaryImports = [
  // The session lives in the auth feature; phase 2 moves it to src/app (the shell) or src/lib.
  [`${WEB}/features/dashboard/pages/dashboard-page.tsx`, `${WEB}/features/auth/components/session-context.ts`],
  [`${WEB}/features/profile/api/profile.ts`, `${WEB}/features/auth/components/session-context.ts`],
  [`${WEB}/features/reports/components/new-report-dialog.tsx`, `${WEB}/features/auth/components/session-context.ts`],
  // Server modules reaching past another module's index.ts (83 pairs when the rule arrived). Phase 2 re-points each
  // import to the module's index.ts, which already exports what is used here.
  [`${MODULES}/admin-customers/admin-customers-credits.test.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/admin-customers/admin-customers.routes.ts`, `${MODULES}/comments/idempotency.ts`],
  [`${MODULES}/admin-customers/admin-customers.service.ts`, `${MODULES}/auth/password-reset.service.ts`],
  [`${MODULES}/admin-customers/admin-customers.service.ts`, `${MODULES}/auth/session.queries.ts`],
  [`${MODULES}/admin-customers/admin-customers.service.ts`, `${MODULES}/auth/user.queries.ts`],
  [`${MODULES}/admin-customers/admin-customers.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/auth/google.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/auth/login.service.ts`, `${MODULES}/profile/two-factor.service.ts`],
  [`${MODULES}/auth/login.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/auth/password-reset.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/auth/registration.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/auth/registration.service.ts`, `${MODULES}/onboarding/onboarding.service.ts`],
  [`${MODULES}/auth/verification.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/auth/verification.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/billing/billing.routes.ts`, `${MODULES}/brands/brand.queries.ts`],
  [`${MODULES}/billing/billing.service.ts`, `${MODULES}/connections/connection-store.service.ts`],
  [`${MODULES}/billing/billing.service.ts`, `${MODULES}/connections/connect.service.ts`],
  [`${MODULES}/billing/billing.service.ts`, `${MODULES}/ingestion/ingestion.service.ts`],
  [`${MODULES}/billing/billing.status.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/brand-context/brand-context.service.ts`, `${MODULES}/onboarding/onboarding.service.ts`],
  [`${MODULES}/comments/comment.queries.ts`, `${MODULES}/analytics/metrics.ts`],
  [`${MODULES}/comments/comment.routes.ts`, `${MODULES}/brands/brand.queries.ts`],
  [`${MODULES}/comments/comment.service.ts`, `${MODULES}/analytics/insight-cache.ts`],
  [`${MODULES}/comments/comment.service.ts`, `${MODULES}/analytics/metrics.ts`],
  [`${MODULES}/comments/comment.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/comments/generation.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/comments/generation.service.ts`, `${MODULES}/draft-quality/draft-quality.service.ts`],
  [`${MODULES}/comments/inbox.test-support.ts`, `${MODULES}/credits/credit.ledger.ts`],
  [`${MODULES}/comments/inbox.test-support.ts`, `${MODULES}/replies/reply-dispatcher.ts`],
  [`${MODULES}/comments/reply-request.ts`, `${MODULES}/brand-voice/brand-voice.service.ts`],
  [`${MODULES}/comments/reply-request.ts`, `${MODULES}/store-facts/store-facts.service.ts`],
  [`${MODULES}/connections/connect.service.ts`, `${MODULES}/ingestion/ingestion.service.ts`],
  [`${MODULES}/connections/connect.service.ts`, `${MODULES}/ingestion/ingestion.jobs.ts`],
  [`${MODULES}/connections/connections.service.ts`, `${MODULES}/brands/brand.queries.ts`],
  [`${MODULES}/dashboard/dashboard.queries.ts`, `${MODULES}/analytics/product-name.ts`],
  [`${MODULES}/dashboard/dashboard.queries.ts`, `${MODULES}/analytics/summary.service.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/analytics/insight-cache.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/analytics/metrics.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/analytics/period.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/analytics/product-name.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/analytics/summary.queries.ts`],
  [`${MODULES}/dashboard/dashboard.service.ts`, `${MODULES}/analytics/summary.service.ts`],
  [`${MODULES}/dashboard/dashboard.test.ts`, `${MODULES}/analytics/insight-cache.ts`],
  [`${MODULES}/discounts/discount.service.ts`, `${MODULES}/connections/connection-store.service.ts`],
  [`${MODULES}/discounts/discount.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/discounts/discount.service.ts`, `${MODULES}/ingestion/ingestion.service.ts`],
  [`${MODULES}/draft-quality/draft-quality.service.ts`, `${MODULES}/brand-voice/brand-voice.service.ts`],
  [`${MODULES}/ingestion/ingestion.jobs.ts`, `${MODULES}/connections/connection-store.service.ts`],
  [`${MODULES}/ingestion/ingestion.service.ts`, `${MODULES}/connections/connection-store.service.ts`],
  [`${MODULES}/ingestion/ingestion.service.ts`, `${MODULES}/store-facts/customers.service.ts`],
  [`${MODULES}/ingestion/platform-runtime.ts`, `${MODULES}/replies/reply-dispatcher.ts`],
  [`${MODULES}/ingestion/reply-dispatcher.ts`, `${MODULES}/replies/reply-dispatcher.ts`],
  [`${MODULES}/ingestion/reply-dispatcher.ts`, `${MODULES}/connections/connection-store.service.ts`],
  [`${MODULES}/instagram-products/instagram.service.ts`, `${MODULES}/brands/brand.queries.ts`],
  [`${MODULES}/instagram-products/instagram.service.ts`, `${MODULES}/comments/comment.service.ts`],
  [`${MODULES}/onboarding/onboarding.service.ts`, `${MODULES}/auth/user.dto.ts`],
  [`${MODULES}/profile/preferences.service.ts`, `${MODULES}/auth/user.dto.ts`],
  [`${MODULES}/profile/profile.dto.ts`, `${MODULES}/auth/user.dto.ts`],
  [`${MODULES}/profile/profile.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/profile/two-factor.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/replies/delivery.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/replies/delivery.service.ts`, `${MODULES}/comments/comment.service.ts`],
  [`${MODULES}/replies/reply.routes.ts`, `${MODULES}/comments/idempotency.ts`],
  [`${MODULES}/replies/send.result.ts`, `${MODULES}/comments/comment.service.ts`],
  [`${MODULES}/replies/send.service.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/replies/send.service.ts`, `${MODULES}/comments/comment.service.ts`],
  [`${MODULES}/replies/send.service.ts`, `${MODULES}/draft-quality/draft-quality.service.ts`],
  [`${MODULES}/replies/whatsapp-window.ts`, `${MODULES}/comments/comment.service.ts`],
  [`${MODULES}/reports/reports.service.ts`, `${MODULES}/auth/user.queries.ts`],
  [`${MODULES}/reports/reports.service.ts`, `${MODULES}/brands/brand.queries.ts`],
  [`${MODULES}/reports/reports.service.ts`, `${MODULES}/rate-limit/rate-limit.service.ts`],
  [`${MODULES}/reports/reports.tables.ts`, `${MODULES}/analytics/analytics.service.ts`],
  [`${MODULES}/reports/reports.tables.ts`, `${MODULES}/analytics/summary.service.ts`],
  [`${MODULES}/reports/reports.tables.ts`, `${MODULES}/credits/credit.service.ts`],
  [`${MODULES}/reports/reports.tables.ts`, `${MODULES}/dashboard/dashboard.service.ts`],
  [`${MODULES}/signals/signals.service.ts`, `${MODULES}/brand-voice/brand-voice.service.ts`],
  [`${MODULES}/store-facts/store-facts.service.ts`, `${MODULES}/connections/connection-store.service.ts`],
  [`${MODULES}/store-facts/store-facts.service.ts`, `${MODULES}/ingestion/ingestion.service.ts`],
  [`${MODULES}/webhooks/webhooks.service.ts`, `${MODULES}/connections/connection-store.service.ts`],
];

/**
 * Issue #18 ratchet, now empty: every route is registered from its definition (packages/contracts/src/endpoints;
 * redirects, pages, bytes, streams and raw-body webhooks included) and every web call goes through the generated
 * route table. The rules below stay: a new file calling the API by path, or registering a route by hand, fails lint
 * unless it is listed here with the reason.
 */
export const webFilesCallingApiByPath = [];

export const serverFilesRegisteringRoutesByHand = [];

/** A web feature never imports another feature (with `@/` or a relative path): src/app composes them. */
function webFeatureZones(allowed) {
  return foldersOf(`${WEB}/features`).map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`, ...allowed.map((file) => path.relative(`${WEB}/features`, file))],
    message: 'A feature must not import another feature; compose them in src/app.',
  }));
}

/** Layers of the web app: the shell (src/app) composes features; ui, lib and hooks know no feature. */
const webLayerZones = [
  {
    target: [`./${WEB}/components`, `./${WEB}/lib`, `./${WEB}/hooks`],
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'Shared code (components, lib, hooks) must not depend on a feature or on the app shell.',
  },
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'A feature must not import the app shell; the shell imports features.',
  },
];

/**
 * A server module's internals are its own: another module imports only its public entry `index.ts` (and, from
 * tests, its `*.test-support.ts` fixtures).
 */
function serverModuleZones(module, allowed) {
  return foldersOf(MODULES)
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./${MODULES}/${module}`,
      from: `./${MODULES}/${other}`,
      except: [
        './index.ts',
        ...filesOf(`${MODULES}/${other}`, /\.test-support\.ts$/).map((file) => `./${file}`),
        ...allowed.filter((file) => file.startsWith(`${MODULES}/${other}/`)).map((file) => `./${path.basename(file)}`),
      ],
      message: `Import another module through its public entry ${MODULES}/${other}/index.ts.`,
    }));
}

/**
 * Layers below the feature modules (ARCHITECTURE §3: data flows one way): infrastructure code never depends on a
 * module, plugin, job or seed; contracts depend on no app; the simulator (the platforms) on no Bizamply app.
 * Tests of the adapters may drive them through the modules.
 */
const lowerLayerZones = [
  {
    target: ['ai', 'mail', 'db', 'lib', 'integrations'].map((dir) => `./apps/server/src/${dir}/**/!(*.test).ts`),
    from: [
      './apps/server/src/modules',
      './apps/server/src/plugins',
      './apps/server/src/jobs',
      './apps/server/src/seed',
    ],
    message: 'Infrastructure (ai, mail, db, lib, integrations) must not depend on modules, plugins, jobs or the seed.',
  },
  { target: './packages/contracts', from: './apps', message: 'Contracts are shared by every app and import none.' },
  {
    target: './apps/simulator',
    from: ['./apps/server', './apps/web'],
    message: 'The simulator stands for the platforms: it must not import Bizamply code.',
  },
];

const restrictedPaths = (zones) => ['error', { zones }];

/** The allow-list as per-importer rule options: the importer's usual zones, with its listed internals let through. */
function allowListOverrides() {
  const byImporter = new Map();
  for (const [importer, imported] of allowedBoundaryImports) {
    byImporter.set(importer, [...(byImporter.get(importer) ?? []), imported]);
  }
  return [...byImporter].map(([importer, allowed]) => {
    const module = importer.startsWith(`${MODULES}/`) ? importer.split('/')[4] : undefined;
    const zones = module ? serverModuleZones(module, allowed) : [...webFeatureZones(allowed), ...webLayerZones];
    return { files: [importer], rules: { 'import-x/no-restricted-paths': restrictedPaths(zones) } };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.data-test/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': restrictedPaths(lowerLayerZones),
    },
    // Resolves what TypeScript resolves (the web's `@/` alias, workspace packages), so the boundary rules and
    // no-cycle see every import, not only relative ones.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': restrictedPaths([...webFeatureZones([]), ...webLayerZones]),
    },
  },
  ...foldersOf(MODULES).map((module) => ({
    files: [`${MODULES}/${module}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverModuleZones(module, [])) },
  })),
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [
      `${WEB}/**/*.test.{ts,tsx}`,
      `${WEB}/testing/**`,
      `${WEB}/lib/endpoint-client.ts`,
      ...webFilesCallingApiByPath,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use Link from @/components/ui/link: react-router's Link and NavLink bring its route prefetching into the first download (docs/performance.md, twelfth pass, bundle12).",
            },
          ],
          patterns: [
            {
              group: ['@/lib/api-client', '**/lib/api-client', './api-client'],
              importNames: ['apiClient', 'request'],
              message:
                'Call the API through `api` from @/lib/endpoints: add a definition in packages/contracts/src/endpoints.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${MODULES}/**/*.ts`],
    ignores: [`${MODULES}/**/*.test.ts`, ...serverFilesRegisteringRoutesByHand],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete|all|route)$/][callee.object.name='app']",
          message:
            'Register routes from their endpoint definitions (plugins/endpoints.ts: endpointRoutes, registerEndpoints).',
        },
      ],
    },
  },
  {
    // What the server runs (start, worker, seed, migrations) imports production dependencies only, so a production
    // install (`npm ci --omit=dev`) can run it. Tests, their support and the language table's builder (`npm run
    // language-table`, which reads eld's sources) may use dev ones.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.test-support.ts',
      'apps/server/src/lib/language-table/build-language-table.ts',
      'apps/server/src/lib/language-table/write-language-table.ts',
    ],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, packageDir: [path.join(import.meta.dirname, 'apps/server')] },
      ],
    },
  },
  ...allowListOverrides(),
);
