/**
 * The signed-in frame the server sent in the HTML of /dashboard or /responses (`prerender.tsx`), kept on screen
 * until the app draws something: React's first drawing into `#root` clears it, so main.tsx moves the frame beside
 * `#root` first, the app draws nothing while it loads (`LoadingScreen`), and the frame goes away in the same
 * paint as the app's first content (a MutationObserver's callback runs after React's commit, before the paint).
 */
let shown: { element: HTMLElement; address: string } | null = null;

export function keepSignedInFrame(container: HTMLElement): void {
  const address = container.dataset.signedInFrame;
  if (address === undefined) return;
  const element = document.createElement('div');
  element.append(...container.childNodes);
  container.before(element);
  shown = { element, address };
  const observer = new MutationObserver(() => {
    if (!container.hasChildNodes()) return;
    element.remove();
    shown = null;
    observer.disconnect();
  });
  observer.observe(container, { childList: true });
}

/** Whether the HTML's frame of this address is still on screen (the app then draws nothing in its place). */
export function isSignedInFrameShown(pathname: string): boolean {
  return shown?.address === pathname;
}
