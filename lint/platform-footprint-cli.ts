// Prints where each platform is named outside its own folders (lint/platform-footprint.ts).
//   npm run platform:footprint [-- <id>...]      the footprint of every platform (or of those named)
//   npm run platform:footprint -- --update-legacy  rewrites the legacy platforms' allow-list from the tree
import fs from 'node:fs';
import prettier from 'prettier';
import { PLATFORMS } from '@bizamply/contracts';
import {
  LEGACY_FILE,
  platformFootprints,
  platformsOf0000,
  readLegacyFootprint,
  repositoryFiles,
} from './platform-footprint.ts';

const args = process.argv.slice(2);
const footprints = platformFootprints(PLATFORMS, repositoryFiles());
const legacy = platformsOf0000();

if (args.includes('--update-legacy')) {
  const files = Object.fromEntries(
    footprints.filter(({ platform }) => legacy.includes(platform)).map(({ platform, others }) => [platform, others]),
  );
  const updated = { reason: readLegacyFootprint().reason, files };
  const options = await prettier.resolveConfig(LEGACY_FILE);
  fs.writeFileSync(LEGACY_FILE, await prettier.format(JSON.stringify(updated), { ...options, filepath: LEGACY_FILE }));
  console.log(`platform-footprint: wrote ${LEGACY_FILE}`);
} else {
  const chosen = args.filter((arg) => !arg.startsWith('--'));
  for (const footprint of footprints) {
    if (chosen.length > 0 && !chosen.includes(footprint.platform)) continue;
    const { platform, registries, migrations, others } = footprint;
    const note = legacy.includes(platform) ? ' (legacy: lint/platform-footprint.legacy.json)' : '';
    console.log(
      `${platform}: ${registries.length} registries, ${migrations.length} migration files, ${others.length} other files${note}`,
    );
    if (chosen.length === 0) continue;
    for (const file of registries) console.log(`  registry   ${file}`);
    for (const file of migrations) console.log(`  migration  ${file}`);
    for (const file of others) console.log(`  other      ${file}`);
  }
}
