import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import { getStoredTheme, setTheme } from './theme';

describe('theme', () => {
  it('applies and remembers the choice in local storage and a cookie', () => {
    setTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(getStoredTheme()).toBe('dark');
    expect(readCookie(STORAGE_KEYS.theme)).toBe('dark');
    setTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('is applied before paint by public/theme-init.js under the same key', () => {
    const script = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/theme-init.js'), 'utf8');
    expect(script).toContain(`var key = '${STORAGE_KEYS.theme}';`);
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html.indexOf('/theme-init.js')).toBeLessThan(html.indexOf('/src/main.tsx'));
  });
});
