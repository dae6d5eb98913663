/** The text of every `<script>` element without a `src` in `html` (see inline-scripts.mjs). */
export function inlineScriptTexts(html: string): string[];
