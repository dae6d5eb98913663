import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures.ts';

/** Headers the proxy below must not copy: it sends the body decoded and in its own framing. */
const FRAMING_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
const PAUSE_MS = 600;

/**
 * The product's server behind a proxy that sends the HTML of `pausedPath` in two parts, pausing after `splitAfter`:
 * on a phone's connection the parser can likewise stop half-way through the body, and the browser may draw a frame
 * then. Everything else passes through as it is.
 */
async function startPausingProxy(upstream: string, pausedPath: string, splitAfter: string) {
  const server = http.createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!FRAMING_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(answer.status, headers);
      const split = body.indexOf(splitAfter);
      if (request.url !== pausedPath || split < 0) {
        response.end(body);
        return;
      }
      const end = split + splitAfter.length;
      response.write(body.subarray(0, end));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      response.end(body.subarray(end));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('on a phone, /login draws no frame of a half-read page: nothing moves while the HTML arrives', async ({
  page,
  baseURL,
}) => {
  // The pause falls inside the sign-in column, just after its heading: a frame drawn then shows a short column,
  // centred, which the rest of the form then pushes up (the layout shift Lighthouse saw in one run in ten to twenty).
  const proxy = await startPausingProxy(baseURL ?? '', '/login', 'Sign in to your account</h1>');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) record.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${proxy.origin}/login`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.waitForLoadState('load');
    // Two frames after the load: any shift of the page's arrival has been reported by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
    );
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  } finally {
    await proxy.close();
  }
});
