import { PLATFORM_LABELS, type Platform } from '@bizamply/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The page the connect popup ends on. Our CSP allows no inline script, so closing the window (and telling
 * the opener, when it is still reachable) is done by /integration/popup.js; the wizard also polls.
 */
export function popupPage(input: {
  platform: Platform;
  /** `connected`: stored; `consented`: the accounts are listed back in Bizamply to pick; `error`: refused. */
  status: 'connected' | 'consented' | 'error';
  message: string;
}): string {
  const ok = input.status !== 'error';
  const title = ok ? input.message : `${PLATFORM_LABELS[input.platform]}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;background:#f8fafc}
main{text-align:center;padding:32px;max-width:420px}h1{font-size:20px}p{color:#475569}</style></head>
<body data-platform="${input.platform}" data-status="${input.status}"><main>
<h1>${escape(input.message)}</h1>
${ok ? '' : `<p>${escape(PLATFORM_LABELS[input.platform])}</p>`}
</main>${ok ? '<script src="/integration/popup.js"></script>' : ''}</body></html>`;
}

/** Served at /integration/popup.js: notifies the opener (same origin) and closes the popup. */
export const POPUP_SCRIPT = `(function () {
  var body = document.body;
  try {
    if (window.opener && window.opener !== window) {
      window.opener.postMessage({ type: 'bizamply:connection', platform: body.dataset.platform, status: body.dataset.status }, window.location.origin);
    }
  } catch (error) { /* opener gone or cross-origin: the wizard polls the status anyway */ }
  setTimeout(function () { window.close(); }, 600);
})();
`;
