import { afterEach, describe, expect, it } from 'vitest';
import { isSignedInFrameShown, keepSignedInFrame } from './boot-frame';

const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(attributes: string): HTMLElement {
  document.body.innerHTML = `<div id="root" ${attributes}><header><h1>Dashboard</h1></header><main></main></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the signed-in frame of the HTML', () => {
  it('moves out of #root, stays on screen while the app draws nothing, and goes when the app draws', async () => {
    const root = page('data-signed-in-frame="/dashboard"');
    keepSignedInFrame(root);

    expect(root.childNodes).toHaveLength(0);
    expect(root.previousElementSibling?.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(isSignedInFrameShown('/dashboard')).toBe(true);
    expect(isSignedInFrameShown('/responses')).toBe(false);

    root.append(document.createElement('div'));
    await nextMutations();
    expect(document.body.children).toHaveLength(1);
    expect(document.querySelector('h1')).toBeNull();
    expect(isSignedInFrameShown('/dashboard')).toBe(false);
  });

  it('leaves a page without a frame (the splash, a prerendered /login) to the app', () => {
    const root = page('data-prerendered="/login"');
    keepSignedInFrame(root);
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.previousElementSibling).toBeNull();
    expect(isSignedInFrameShown('/login')).toBe(false);
  });
});
