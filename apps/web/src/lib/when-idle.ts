type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** When the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function whenIdle(callback: () => void, timeout: number): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Once the page has loaded (its `load` event) and then the browser is idle: for what the first screen does not
 * show, so its requests and work do not compete with the page's own. Returns a cancel function.
 */
export function afterLoadWhenIdle(callback: () => void, timeout: number): () => void {
  if (document.readyState === 'complete') return whenIdle(callback, timeout);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(callback, timeout);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
