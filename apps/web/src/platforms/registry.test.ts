import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@bizamply/contracts';
import { PLATFORM_CONNECT_GUIDES } from './connect';
import { PLATFORM_MARKS } from './marks';

/** The registries glob the platform folders: what a missing or misnamed folder would break shows here. */
const FOLDERS = {
  mark: import.meta.glob<Record<string, { id: string }>>('./*/mark.ts', { eager: true }),
  connect: import.meta.glob<Record<string, { id: string }>>('./*/connect.ts', { eager: true }),
};

describe('web platform registries', () => {
  it.each(Object.entries(FOLDERS))('every platform folder has one %s part, named by its folder', (part, modules) => {
    const folders = Object.entries(modules).map(([file, exports]) => {
      const folder = file.split('/')[1];
      const values = Object.values(exports);
      expect(values, file).toHaveLength(1);
      expect(values[0]?.id, file).toBe(folder);
      return folder;
    });
    expect(folders.sort(), `platforms without platforms/<id>/${part}.ts`).toEqual([...PLATFORMS].sort());
  });

  it('every contracts platform has its mark and connect guide, keyed by its id', () => {
    expect(Object.keys(PLATFORM_MARKS).sort()).toEqual([...PLATFORMS].sort());
    expect(Object.keys(PLATFORM_CONNECT_GUIDES).sort()).toEqual([...PLATFORMS].sort());
    for (const platform of PLATFORMS) {
      expect(PLATFORM_MARKS[platform].id).toBe(platform);
      expect(PLATFORM_MARKS[platform].Icon).toBeTruthy();
      expect(PLATFORM_CONNECT_GUIDES[platform].setupGuide).not.toBe('');
    }
  });
});
