// `npm start`: checks the configuration, builds the web app when it is missing or older than its sources, then runs
// the server (API + SPA on one origin) in this same process, so Ctrl-C reaches it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'].map(
  (entry) => path.join(root, entry),
);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const { register } = await import('tsx/esm/api');
register();

// A configuration the server would refuse (production with default secrets, a bad DATABASE_URL) is reported
// before the web build, not after a minute of it.
const { loadConfig } = await import(path.join(root, 'apps/server/src/config.ts'));
const { failStartup } = await import(path.join(root, 'apps/server/src/runtime.ts'));
try {
  loadConfig();
} catch (error) {
  failStartup(error);
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sourceDirs.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? 'bizamply: building the web app (first start)…' : 'bizamply: web sources changed, rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@bizamply/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('bizamply: cannot start: the web build failed (see above)');
    process.exit(1);
  }
}

await import(path.join(root, 'apps/server/src/main.ts'));
