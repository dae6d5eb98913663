// The inline scripts of a built HTML page: the text of every `<script>` element without a `src`, exactly as the
// browser hashes it for the CSP. One source for the server (plugins/static-spa.ts: the CSP's 'sha256-…' sources)
// and for scripts/check-bundle-size.mjs (the first download counts them): plain JavaScript, so the budget check
// runs on bare Node.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** @param {string} html @returns {string[]} */
export function inlineScriptTexts(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
}
