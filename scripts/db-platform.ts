// A new platform's one migration (docs/integrations.md "Adding a platform"):  npm run db:platform -- <id>
// After the platform's line in PLATFORM_DEFINITIONS: drizzle-kit generates `<n>_<id>_platform.sql` (the `platform`
// enum's new value and, for a platform that can be charged, `credit_platform`'s), then this appends, after
// `-- custom SQL below`, the dashboard rollups' column for it and the trigger bodies that count it
// (`platformRollupSql`, pinned by apps/server/src/db/rollups.test.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORMS, type Platform } from '@bizamply/contracts';
import { platformRollupSql, ROLLUP_PLATFORMS_OF_0010 } from '../apps/server/src/db/rollups.ts';

const root = path.resolve(import.meta.dirname, '..');
const drizzle = path.join(root, 'apps/server/drizzle');

function fail(message: string): never {
  console.error(`db:platform: ${message}`);
  process.exit(1);
}
const journalTags = (): string[] =>
  (
    JSON.parse(fs.readFileSync(path.join(drizzle, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  ).entries.map((entry) => entry.tag);
const migrationText = (tag: string) => fs.readFileSync(path.join(drizzle, `${tag}.sql`), 'utf8');
/** The generated part's first line: how a migration is found to hold a platform's rollup columns. */
const rollupHeader = (platform: Platform) => platformRollupSql(platform, []).split('\n')[0] ?? '';
const hasRollupMigration = (platform: Platform, tags: string[]) =>
  tags.some((tag) => migrationText(tag).includes(rollupHeader(platform)));

const id = process.argv[2];
const platform = PLATFORMS.find((known) => known === id);
if (!platform) {
  fail(`usage: npm run db:platform -- <id>, the id in PLATFORM_DEFINITIONS (today: ${PLATFORMS.join(', ')})`);
}
const before = journalTags();
if (ROLLUP_PLATFORMS_OF_0010.includes(platform) || hasRollupMigration(platform, before)) {
  fail(`${platform} already has its migration`);
}

const generate = spawnSync(
  process.execPath,
  [
    'node_modules/drizzle-kit/bin.cjs',
    'generate',
    '--config',
    'apps/server/drizzle.config.ts',
    '--name',
    `${platform}_platform`,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (generate.status !== 0) fail('drizzle-kit generate failed');
const tag = journalTags().find((known) => !before.includes(known));
if (!tag) fail('drizzle-kit generated nothing: is the platform in PLATFORM_DEFINITIONS?');

const file = path.join(drizzle, `${tag}.sql`);
const generated = migrationText(tag);
if (!generated.includes(`"platform" ADD VALUE '${platform}'`)) {
  fail(`${file} does not add '${platform}' to the platform enum: check the schema changes it holds`);
}
// The rollup columns of every platform known once this one is added, in registry order.
const platforms = PLATFORMS.filter(
  (known) => known === platform || ROLLUP_PLATFORMS_OF_0010.includes(known) || hasRollupMigration(known, before),
);
fs.writeFileSync(
  file,
  `${generated.trimEnd()}--> statement-breakpoint\n-- custom SQL below\n${platformRollupSql(platform, platforms)}`,
);
console.log(`db:platform: ${path.relative(root, file)} = the enum value(s) + the rollup columns of ${platform}`);
