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
  it('stays in #root, untouched, while the app draws nothing beside it, and goes when the app draws', async () => {
    const root = page('data-signed-in-frame="/dashboard"');
    const heading = root.querySelector('h1');
    const appContainer = keepSignedInFrame(root);

    expect(appContainer).not.toBe(root);
    expect(root.nextElementSibling).toBe(appContainer);
    expect(root.querySelector('h1')).toBe(heading);
    expect(isSignedInFrameShown('/dashboard')).toBe(true);
    expect(isSignedInFrameShown('/responses')).toBe(false);

    appContainer.append(document.createElement('section'));
    await nextMutations();
    expect(document.body.children).toHaveLength(1);
    expect(document.querySelector('h1')).toBeNull();
    expect(document.getElementById('root')).toBe(appContainer);
    expect(isSignedInFrameShown('/dashboard')).toBe(false);
  });

  it('leaves a page without a frame (the splash, a prerendered /login) to the app', () => {
    const root = page('data-prerendered="/login"');
    expect(keepSignedInFrame(root)).toBe(root);
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.nextElementSibling).toBeNull();
    expect(isSignedInFrameShown('/login')).toBe(false);
  });
});
