import type { MailboxMessage } from '@bizamply/contracts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (message) => `<article>
  <header><strong>${escapeHtml(message.subject)}</strong><span>to ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt)}</span></header>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Bizamply</title>
<style>body{font:14px system-ui,sans-serif;margin:0;background:#f6f6f7;color:#202223}main{max-width:860px;margin:32px auto;padding:0 16px}
article{background:#fff;border:1px solid #e1e3e5;border-radius:8px;margin:12px 0;padding:16px}header{display:flex;justify-content:space-between;gap:16px}
header span{color:#6d7175;font-size:12px}pre{white-space:pre-wrap;font:inherit;margin:12px 0 0}</style></head>
<body><main><h1>Dev mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1><p>${messages.length} message(s), newest first. Only the development mail transport stores mail here.</p>
${items || '<p>No messages yet.</p>'}</main></body></html>`;
}
