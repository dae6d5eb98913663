const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The consent page every simulated platform shows in the connect popup: "Authorize Bizamply" with an
 * Approve button. The form submits to the platform's approve step, which redirects back with a code.
 * No script (our CSP allows none inline); plain GET form.
 */
export function consentPage(input: {
  platform: string;
  action: string;
  hidden: Record<string, string>;
  account: { label: string; value: string };
  scopes: string[];
}): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const scopes = input.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize Bizamply</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:420px;width:100%}
h1{font-size:22px;margin:0 0 8px}p{color:#444}label{display:block;font-size:14px;margin:16px 0 4px}
input[type=text]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:6px}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:10px;border-radius:6px;border:0;font-size:15px;cursor:pointer}
.approve{background:#2563eb;color:#fff}.deny{background:#e5e7eb}small{color:#888}</style></head>
<body><main><h1>Authorize Bizamply</h1>
<p><strong>Bizamply</strong> would like to access your <strong>${escapeHtml(input.platform)}</strong> account:</p>
<ul>${scopes}</ul>
<form method="get" action="${escapeHtml(input.action)}">${hidden}
<label for="account">${escapeHtml(input.account.label)}</label>
<input type="text" id="account" name="account" value="${escapeHtml(input.account.value)}" maxlength="200">
<div class="actions"><button class="deny" type="submit" name="decision" value="deny">Cancel</button>
<button class="approve" type="submit" name="decision" value="approve">Approve</button></div></form>
<p><small>Simulated ${escapeHtml(input.platform)} — no real account is involved.</small></p></main></body></html>`;
}

export function appendQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
