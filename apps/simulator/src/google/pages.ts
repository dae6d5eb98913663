import { DEMO_GOOGLE_ACCOUNT } from './store.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:flex;justify-content:center}
main{background:#fff;border-radius:8px;margin-top:48px;padding:32px 40px;width:380px;box-shadow:0 1px 3px #0003}
h1{font-size:22px;font-weight:400;margin:0 0 4px}p{color:#5f6368;margin:0 0 20px}
button{cursor:pointer;border-radius:4px;font-size:14px;padding:10px 16px}
.account{display:flex;width:100%;text-align:left;background:#fff;border:1px solid #dadce0;margin-bottom:16px}
.account span{display:block;color:#5f6368;font-size:12px}
label{display:block;font-size:13px;color:#3c4043;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px}
.primary{background:#1a73e8;color:#fff;border:0;margin-top:16px}.link{background:none;border:0;color:#1a73e8}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The auto-consent page: one demo account, or any address typed in (tests choose theirs). */
export function consentPage(params: { requestId: string; action: string; clientId: string; loginHint?: string }) {
  const hidden = `<input type="hidden" name="request_id" value="${escape(params.requestId)}">`;
  const { email, name } = DEMO_GOOGLE_ACCOUNT;
  return layout(
    'Sign in - Google Accounts',
    `<h1>Choose an account</h1><p>to continue to ${escape(params.clientId)} (Google sign-in simulator)</p>
<form method="post" action="${escape(params.action)}">${hidden}
<input type="hidden" name="email" value="${escape(email)}"><input type="hidden" name="name" value="${escape(name)}">
<button class="account" type="submit" name="decision" value="allow">Continue as ${escape(name)}<span>${escape(email)}</span></button></form>
<form method="post" action="${escape(params.action)}">${hidden}
<label for="email">Use another account: email</label>
<input id="email" name="email" type="email" required maxlength="320" value="${escape(params.loginHint ?? '')}">
<label for="name">Name</label><input id="name" name="name" maxlength="100">
<button class="primary" type="submit" name="decision" value="allow">Continue</button>
<button class="link" type="submit" name="decision" value="deny" formnovalidate>Cancel</button></form>`,
  );
}

/** What Google shows when it will not redirect back (unknown client, unregistered redirect_uri). */
export function errorPage(code: string, detail: string) {
  return layout(
    'Error - Google Accounts',
    `<h1>Access blocked: authorization error</h1><p>${escape(detail)}</p><p>Error 400: ${escape(code)}</p>`,
  );
}
