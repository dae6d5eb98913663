import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 18: adding a platform = a new folder per workspace + at most 6 edits outside them. The footprint of a
 * platform is every source file outside its own folders that names it (its id in snake_case, camelCase,
 * PascalCase, CONSTANT_CASE or kebab-case). It must fit in the registries (one line each) and the platform's
 * migration; anything else is a hand-written list or switch that the next platform would have to edit too.
 */
export interface SourceFile {
  path: string;
  text: string;
}

export interface Footprint {
  platform: string;
  /** Registry files: one import and one entry per platform (allowed). */
  registries: string[];
  /** Migrations and drizzle's meta files (allowed: generated, `npm run db:platform -- <id>`). */
  migrations: string[];
  /** Everything else naming the platform: each is an edit the next platform would repeat. */
  others: string[];
}

const root = path.resolve(import.meta.dirname, '..');

/** The registries, the only shared files that list platforms by hand (docs/integrations.md "Adding a platform"). */
export const REGISTRIES = [
  'packages/contracts/src/platforms/index.ts',
  'apps/server/src/integrations/platforms.ts',
  'apps/simulator/src/platforms.ts',
];
const MIGRATIONS = /^apps\/server\/drizzle\//;

/** Files not counted, and why: none of them has to change for a platform to work. */
export const EXCLUDED: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /(^|\/)(test|e2e)\/|\.test\.tsx?$|\.test-support\.ts$|^e2e\//,
    reason: 'tests name platforms to exercise them; the generic ones iterate PLATFORMS',
  },
  { pattern: /^docs\/|\.md$/, reason: 'prose: the docs describe each platform' },
  {
    pattern: /^apps\/server\/src\/seed\//,
    reason: 'demo data: the seed shows existing platforms; a new one works without demo items',
  },
  { pattern: /^bench\//, reason: 'the load generator fills the benchmark database with the existing platforms' },
  { pattern: /^lint\/platform-footprint\.legacy\.json$/, reason: 'the allow-list below: paths, not platform code' },
];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|json|sql|html|css|sh)$/;
const excluded = (file: string) => EXCLUDED.some(({ pattern }) => pattern.test(file)) || !SOURCE.test(file);

/** The spellings of a platform id in code: `a_b` → `a_b`, `aB`, `A_B`, `AB`, `a-b`. */
export function nameForms(id: string): string[] {
  const words = id.split('_');
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const camel = words.map((word, index) => (index === 0 ? word : capital(word))).join('');
  // A one-word id's PascalCase is its label ("Shopify" in copy), not an identifier: only multi-word ids have one.
  const pascal = words.length > 1 ? [words.map(capital).join(''), words.join('-')] : [];
  return [...new Set([id, camel, id.toUpperCase(), ...pascal])];
}

/** The files that are the platform's own: its contracts file, server, simulator and web folders. */
export function ownFiles(id: string, files: SourceFile[]): (file: string) => boolean {
  // The simulator's folder is named by its URL segment (Google Analytics: `ga4`), declared next to the id.
  const simulatorFolders = files
    .filter((file) => /^apps\/simulator\/src\/[^/]+\/index\.ts$/.test(file.path))
    .filter((file) => file.text.includes('defineSimulatorPlatform') && file.text.includes(`id: '${id}'`))
    .map((file) => path.posix.dirname(file.path) + '/');
  const prefixes = [
    `packages/contracts/src/platforms/${id}/`,
    `apps/server/src/integrations/${id}/`,
    `apps/web/src/platforms/${id}/`,
    ...simulatorFolders,
  ];
  return (file) =>
    file === `packages/contracts/src/platforms/${id}.ts` || prefixes.some((prefix) => file.startsWith(prefix));
}

/**
 * Which platforms a text names. One pattern over every platform's forms, longest first, so an id that
 * contains another (Google reviews' contains Google Analytics') is not also counted as the shorter one.
 */
function namedIn(platforms: readonly string[]): (text: string) => Set<string> {
  const forms = platforms
    .flatMap((platform) => nameForms(platform).map((form) => ({ form, platform })))
    .sort((a, b) => b.form.length - a.form.length);
  const byForm = new Map(forms.map(({ form, platform }) => [form, platform]));
  const pattern = new RegExp(forms.map(({ form }) => form).join('|'), 'g');
  return (text) => new Set([...text.matchAll(pattern)].map((match) => byForm.get(match[0]) ?? ''));
}

export function platformFootprints(platforms: readonly string[], files: SourceFile[]): Footprint[] {
  const names = namedIn(platforms);
  const counted = files.filter((file) => !excluded(file.path)).map((file) => ({ ...file, named: names(file.text) }));
  return platforms.map((platform) => {
    const own = ownFiles(platform, files);
    const naming = counted
      .filter((file) => file.named.has(platform) && !own(file.path))
      .map((file) => file.path)
      .sort();
    return {
      platform,
      registries: naming.filter((file) => REGISTRIES.includes(file)),
      migrations: naming.filter((file) => MIGRATIONS.test(file)),
      others: naming.filter((file) => !REGISTRIES.includes(file) && !MIGRATIONS.test(file)),
    };
  });
}

/** The repository's source files as they are on disk (tracked and new, not ignored). */
export function repositoryFiles(): SourceFile[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => file !== '' && SOURCE.test(file) && fs.existsSync(path.join(root, file)))
    .map((file) => ({ path: file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
}

/** The platforms migration 0000 created: they predate the registry (LEGACY_FOOTPRINT below). */
export function platformsOf0000(): string[] {
  const init = fs.readFileSync(path.join(root, 'apps/server/drizzle/0000_init.sql'), 'utf8');
  const values = /CREATE TYPE "public"\."platform" AS ENUM\(([^)]*)\)/.exec(init)?.[1] ?? '';
  return [...values.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

export const LEGACY_FILE = path.join(root, 'lint/platform-footprint.legacy.json');
export interface LegacyFootprint {
  reason: string;
  files: Record<string, string[]>;
}
export const readLegacyFootprint = (): LegacyFootprint =>
  JSON.parse(fs.readFileSync(LEGACY_FILE, 'utf8')) as LegacyFootprint;
