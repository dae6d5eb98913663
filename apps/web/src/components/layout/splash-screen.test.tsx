import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SplashScreen } from './splash-screen';

const INDEX_HTML = path.resolve(import.meta.dirname, '../../../index.html');

/** Markup as the browser reads it, without the formatter's line breaks and indentation (flex items: not shown). */
function normalized(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const trimmed = text.data.trim();
    if (trimmed) text.data = trimmed;
    else text.remove();
  }
  return template.innerHTML;
}

function staticSplash(): string {
  const page = new DOMParser().parseFromString(fs.readFileSync(INDEX_HTML, 'utf8'), 'text/html');
  const root = page.getElementById('root');
  if (!root?.firstElementChild) throw new Error('index.html has no splash inside #root');
  return normalized(root.innerHTML);
}

describe('the splash screen of index.html', () => {
  // The page paints it before any JavaScript; React then draws the same splash in its place, so nothing moves.
  it('is the markup SplashScreen renders', () => {
    expect(staticSplash()).toBe(normalized(renderToStaticMarkup(<SplashScreen />)));
  });

  // Every prerendered page is this file with #root's markup replaced (vite.config.ts `prerenderedPages`): a frame
  // drawn while the parser had read only part of it showed /login's column half built, then moving (CLS 0.07–0.11).
  it('holds the first frame until the parser is past #root', () => {
    const page = new DOMParser().parseFromString(fs.readFileSync(INDEX_HTML, 'utf8'), 'text/html');
    const expectLinks = [...page.head.querySelectorAll('link[rel="expect"]')];
    expect(expectLinks.map((link) => [link.getAttribute('href'), link.getAttribute('blocking')])).toEqual([
      ['#page-end', 'render'],
    ]);
    expect(page.body.querySelector('link[rel="expect"]')).toBeNull();
    const mark = page.getElementById('page-end');
    expect(mark?.parentElement).toBe(page.body);
    expect(mark?.previousElementSibling).toBe(page.getElementById('root'));
  });
});
