// Type-checks every workspace (each has its own compiler options); exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';

const projects = ['packages/contracts', 'apps/simulator', 'apps/server', 'apps/web', 'e2e', 'bench', 'lint'];
for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`typecheck: ${projects.length} projects clean`);
