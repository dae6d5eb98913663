import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '@bizamply/contracts';
import {
  nameForms,
  platformFootprints,
  platformsOf0000,
  readLegacyFootprint,
  REGISTRIES,
  repositoryFiles,
  type Footprint,
  type LegacyFootprint,
  type SourceFile,
} from './platform-footprint.ts';

/**
 * Issue 18: adding a platform = a new folder per workspace + at most 6 edits outside them (the registries, one
 * migration). Measured on the tree itself: every file outside a platform's folders that names it.
 */
let files: SourceFile[];
beforeAll(() => {
  files = repositoryFiles();
});

const legacy = platformsOf0000();
const laterPlatforms = PLATFORMS.filter((platform) => !legacy.includes(platform));
const footprintOf = (platform: string, tree: SourceFile[]): Footprint => {
  const [footprint] = platformFootprints(PLATFORMS, tree).filter((found) => found.platform === platform);
  if (!footprint) throw new Error(`no footprint for ${platform}`);
  return footprint;
};
/** Edits outside the platform's folders: a registry line each, a migration file each (drizzle's meta come with it). */
const edits = ({ registries, migrations, others }: Footprint) =>
  registries.length + migrations.filter((file) => file.endsWith('.sql')).length + others.length;

/** The allow-list's entries whose file no longer names its platform (or is gone): they would hide a new one. */
const staleEntries = (allowed: LegacyFootprint, tree: SourceFile[]) =>
  Object.entries(allowed.files).flatMap(([platform, listed]) => {
    const { others } = footprintOf(platform, tree);
    return listed.filter((file) => !others.includes(file)).map((file) => `${platform}: ${file}`);
  });

/** Replaces (or adds) files of the tree. */
const withFiles = (tree: SourceFile[], changed: SourceFile[]) => [
  ...tree.filter((file) => !changed.some((other) => other.path === file.path)),
  ...changed,
];

/** The hand-written platform lists of 167e1e7 (main before this change), as far as they name Google reviews. */
const BEFORE: SourceFile[] = [
  {
    path: 'packages/contracts/src/credits.ts',
    text: "export const CREDIT_PLATFORMS = ['instagram', 'judgeme', 'system', 'google_business'] as const;",
  },
  {
    path: 'apps/server/src/db/schema/credits.ts',
    text: "export const creditPlatformEnum = pgEnum('credit_platform', ['instagram', 'system', 'google_business']);",
  },
  {
    path: 'apps/web/src/platforms/marks.ts',
    text: "import { googleBusinessMark } from './google_business/mark';\nconst MARKS = [googleBusinessMark];",
  },
  {
    path: 'apps/web/src/platforms/connect.ts',
    text: "import { googleBusinessConnect } from './google_business/connect';\nconst GUIDES = [googleBusinessConnect];",
  },
  {
    path: 'packages/contracts/src/platforms/google.ts',
    text: "/** Google Analytics 4 (the id predates Google's other products; Google reviews are `google_business`). */",
  },
];

describe('platform footprint', () => {
  it('spells an id the ways code does', () => {
    expect(nameForms('google_business')).toEqual([
      'google_business',
      'googleBusiness',
      'GOOGLE_BUSINESS',
      'GoogleBusiness',
      'google-business',
    ]);
    expect(nameForms('tiktok')).toEqual(['tiktok', 'TIKTOK']);
  });

  it('counts a longer id once, not also as the id it contains', () => {
    const tree = [{ path: 'apps/web/src/lib/example.ts', text: 'export const x = googleBusinessMark;' }];
    const [google, business] = platformFootprints(['google', 'google_business'], tree);
    expect(google?.others).toEqual([]);
    expect(business?.others).toEqual(['apps/web/src/lib/example.ts']);
  });

  it('a platform added after migration 0000 is named only in the registries and its migrations', () => {
    expect(laterPlatforms.length).toBeGreaterThan(0);
    for (const platform of laterPlatforms) {
      const footprint = footprintOf(platform, files);
      expect(footprint.others, `${platform} named outside its folders`).toEqual([]);
      expect(footprint.registries).toEqual([...REGISTRIES].sort());
      expect(footprint.migrations.some((file) => file.endsWith('.sql'))).toBe(true);
      expect(edits(footprint), platform).toBeLessThanOrEqual(6);
    }
  });

  it('fails on the tree before the credit lists and web registries were derived (10 edits for Google reviews)', () => {
    const footprint = footprintOf('google_business', withFiles(files, BEFORE));
    expect(footprint.others).toEqual(BEFORE.map((file) => file.path).sort());
    // Only the migrations that tree had: later ones that regenerate every platform's rollup triggers (0024 on) name
    // it too, and were no part of adding it.
    const migrations = footprint.migrations.filter((file) => Number(/(\d{4})_[^/]*$/.exec(file)?.[1]) < 24);
    expect(edits({ ...footprint, migrations })).toBe(10);
  });

  it("does not count a later migration generated for every platform at once as the platform's edit", () => {
    const everyPlatform = PLATFORMS.join(' ');
    const regenerated = 'apps/server/drizzle/0099_every_platform.sql';
    const own = 'apps/server/drizzle/0098_google_business_columns.sql';
    const tree = withFiles(files, [
      { path: regenerated, text: `-- Generated by apps/server/src/db/rollups.ts (rollupEverySql)\n${everyPlatform}` },
      {
        path: own,
        text: `-- Generated by apps/server/src/db/rollups.ts (platformSql('google_business'))\n${everyPlatform}`,
      },
    ]);
    const footprint = footprintOf('google_business', tree);
    expect(footprint.regenerations).toContain(regenerated);
    expect(footprint.migrations).not.toContain(regenerated);
    expect(footprint.migrations).toContain(own);
  });

  it('does not count tests, docs and demo data, which a platform does not need (EXCLUDED)', () => {
    const tree = withFiles(
      files,
      [
        'apps/web/src/platforms/registry.test.ts',
        'e2e/tests/google-reviews.spec.ts',
        'docs/integrations.md',
        'apps/server/src/seed/google-reviews.ts',
      ].map((path) => ({ path, text: 'google_business' })),
    );
    expect(footprintOf('google_business', tree).others).toEqual([]);
  });

  it('the legacy allow-list covers exactly the platforms migration 0000 created, and cannot grow', () => {
    const allowed = readLegacyFootprint();
    expect(Object.keys(allowed.files).sort()).toEqual([...legacy].sort());
    expect(legacy.every((platform) => (PLATFORMS as readonly string[]).includes(platform))).toBe(true);
    for (const platform of legacy) {
      const unlisted = footprintOf(platform, files).others.filter(
        (file) => !(allowed.files[platform] ?? []).includes(file),
      );
      expect(unlisted, `new files naming ${platform}: ${allowed.reason}`).toEqual([]);
    }
    expect(staleEntries(allowed, files), 'entries that no longer name their platform: remove them').toEqual([]);
    const stale = staleEntries({ ...allowed, files: { ...allowed.files, tiktok: ['apps/web/src/main.tsx'] } }, files);
    expect(stale).toEqual(['tiktok: apps/web/src/main.tsx']);
    const grown = withFiles(files, [{ path: 'apps/server/src/modules/replies/tiktok-only.ts', text: "'tiktok'" }]);
    const others = footprintOf('tiktok', grown).others;
    expect(others.filter((file) => !(allowed.files.tiktok ?? []).includes(file))).toEqual([
      'apps/server/src/modules/replies/tiktok-only.ts',
    ]);
  });
});
