/**
 * The signed-in frame the server sent in the HTML of /dashboard or /responses (`prerender.tsx`), kept on screen
 * until the app draws something. React's first drawing into a container clears it, so the app draws into an empty
 * element beside `#root` instead, and draws nothing there while it loads (`LoadingScreen`); with the app's first
 * content, `#root` and its frame go, in the same paint (a MutationObserver's callback runs after React's commit,
 * before the paint), and the app's element takes the id. The frame's nodes are never moved: moved text is painted
 * anew, and the browser would time the page's largest paint from there instead of from the HTML's first paint.
 */
let shownAddress: string | null = null;

/** The element the app draws into: `container` itself, or, when it holds a signed-in frame, a new one after it. */
export function keepSignedInFrame(container: HTMLElement): HTMLElement {
  const address = container.dataset.signedInFrame;
  if (address === undefined) return container;
  const app = document.createElement('div');
  container.after(app);
  shownAddress = address;
  const observer = new MutationObserver(() => {
    if (!app.hasChildNodes()) return;
    observer.disconnect();
    const id = container.id;
    container.remove();
    app.id = id;
    shownAddress = null;
  });
  observer.observe(app, { childList: true });
  return app;
}

/** Whether the HTML's frame of this address is still on screen (the app then draws nothing in its place). */
export function isSignedInFrameShown(pathname: string): boolean {
  return shownAddress === pathname;
}
