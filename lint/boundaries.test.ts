import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowedBoundaryImports,
  serverFilesRegisteringRoutesByHand,
  webFilesCallingApiByPath,
} from '../eslint.config.js';

/**
 * The boundary rules of eslint.config.js, run through ESLint's own API on fixture sources placed (virtually) in
 * the real tree: what fails here fails `npm run lint`, which runs the same configuration.
 */
const root = path.resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}
const boundaryErrors = (filePath: string, code: string) => ruleErrors(RULE, filePath, code);

describe('web features', () => {
  const importer = 'apps/web/src/features/dashboard/components/boundary-fixture.tsx';

  it('refuses a cross-feature import written with the @/ alias', async () => {
    const code =
      "import { useSession } from '@/features/auth/components/session-context';\nexport const x = useSession;\n";
    expect(await boundaryErrors(importer, code)).toEqual([
      expect.stringContaining('A feature must not import another feature'),
    ]);
  });

  it('refuses the same import written as a relative path', async () => {
    const code = "import { useSession } from '../../auth/components/session-context';\nexport const x = useSession;\n";
    expect(await boundaryErrors(importer, code)).toHaveLength(1);
  });

  it('lets a feature import itself, shared code and the contracts through any path form', async () => {
    const code = [
      "import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';",
      "import { cn } from '@/lib/cn';",
      "import { Button } from '@/components/ui/button';",
      "import { GENERAL_MESSAGES } from '@bizamply/contracts';",
      'export const x = [dashboardKeys, cn, Button, GENERAL_MESSAGES];',
      '',
    ].join('\n');
    expect(await boundaryErrors(importer, code)).toEqual([]);
  });

  it('keeps shared code and features away from the app shell', async () => {
    const fromLib = "import { routes } from '@/app/router';\nexport const x = routes;\n";
    expect(await boundaryErrors('apps/web/src/lib/boundary-fixture.ts', fromLib)).toHaveLength(1);
    expect(await boundaryErrors(importer, fromLib)).toHaveLength(1);
  });
});

describe('server modules', () => {
  const importer = 'apps/server/src/modules/billing/boundary-fixture.ts';

  it("refuses an import of another module's internals", async () => {
    const code = "import { getBalance } from '../credits/credit.service.ts';\nexport const x = getBalance;\n";
    expect(await boundaryErrors(importer, code)).toEqual([
      expect.stringContaining('apps/server/src/modules/credits/index.ts'),
    ]);
  });

  it("allows the other module's public entry, and tests its test support", async () => {
    const code = [
      "import { getBalance } from '../credits/index.ts';",
      "import { uniqueEmail } from '../auth/auth.test-support.ts';",
      "import { billingRoutes } from './billing.routes.ts';",
      'export const x = [getBalance, uniqueEmail, billingRoutes];',
      '',
    ].join('\n');
    expect(await boundaryErrors(importer, code)).toEqual([]);
  });

  it('keeps infrastructure below the modules', async () => {
    const code = "import { getBalance } from '../modules/credits/index.ts';\nexport const x = getBalance;\n";
    expect(await boundaryErrors('apps/server/src/lib/boundary-fixture.ts', code)).toHaveLength(1);
  });
});

describe('the allow-list of imports that predate the rules', () => {
  const pairs = allowedBoundaryImports as [string, string][];

  it('lets a listed import through for its importer only', async () => {
    const [importer, imported] = pairs.find(([file]) => file.startsWith('apps/server/')) ?? ['', ''];
    const specifier = `./${path.relative(path.dirname(importer), imported)}`.replace('./../', '../');
    const code = `import * as listed from '${specifier}';\nexport const x = listed;\n`;
    expect(await boundaryErrors(importer, code)).toEqual([]);
    const neighbour = path.join(path.dirname(importer), 'boundary-fixture.ts');
    expect(await boundaryErrors(neighbour, code)).toHaveLength(1);
  });

  it('names files that exist and imports that are still there (a fixed import leaves with its line)', () => {
    for (const [importer, imported] of pairs) {
      expect(fs.existsSync(path.join(root, importer)), importer).toBe(true);
      expect(fs.existsSync(path.join(root, imported)), imported).toBe(true);
      const stem = path.basename(imported).replace(/\.tsx?$/, '');
      expect(fs.readFileSync(path.join(root, importer), 'utf8'), `${importer} → ${imported}`).toMatch(
        new RegExp(`from '[^']*/${stem.replace(/\./g, '\\.')}(\\.tsx?)?'`),
      );
    }
  });
});

describe('endpoints come from their definitions (issue #18 ratchet)', () => {
  it('refuses a new web file calling the API by path', async () => {
    const code = "import { apiClient } from '@/lib/api-client';\nexport const x = () => apiClient.get('/api/x');\n";
    const errors = await ruleErrors('no-restricted-imports', 'apps/web/src/features/dashboard/api/fixture.ts', code);
    expect(errors).toEqual([expect.stringContaining('@/lib/endpoints')]);
    const typed = "import { api } from '@/lib/endpoints';\nexport const x = () => api.credits.balance();\n";
    expect(await ruleErrors('no-restricted-imports', 'apps/web/src/features/dashboard/api/fixture.ts', typed)).toEqual(
      [],
    );
  });

  it('refuses a route registered by hand in a server module', async () => {
    const code = [
      "import type { FastifyInstance } from 'fastify';",
      'export function routes(app: FastifyInstance) {',
      "  app.get('/api/x', async () => ({}));",
      '}',
      '',
    ].join('\n');
    const errors = await ruleErrors('no-restricted-syntax', 'apps/server/src/modules/templates/fixture.ts', code);
    expect(errors).toEqual([expect.stringContaining('endpoint definitions')]);
  });

  it('lists only files that still do it (a converted file leaves the list)', () => {
    for (const file of webFilesCallingApiByPath as string[]) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toMatch(/apiClient|\brequest\b/);
    }
    for (const file of serverFilesRegisteringRoutesByHand as string[]) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toMatch(
        /app\.(get|post|put|patch|delete|all|route)\(/,
      );
    }
  });
});
