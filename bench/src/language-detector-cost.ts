/**
 * Memory and time of the language detector in a bare process: ELD's own module (`eld/extrasmall`) against the compact
 * table the server loads (apps/server/src/lib/language-table). Heap and RSS after `gc()` before loading, after loading
 * and one detection; then the time per detection over the signals corpus and demo seed texts, as the signals job calls
 * it (text reduced to its letters first). One detector per process, so the figures do not mix:
 * `node --expose-gc --import tsx bench/src/language-detector-cost.ts -- --detector eld|compact`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCompactLanguageDetector } from '../../apps/server/src/lib/language-table/compact-language-detector.ts';
import { languageLetters } from '../../apps/server/src/lib/text.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const kind = process.argv.includes('eld') ? 'eld' : 'compact';
const { gc } = globalThis as { gc?: () => void };
if (!gc) throw new Error('run with node --expose-gc');
const collect = gc;

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
function memory() {
  collect();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  return { heapUsed, rss, external: external + arrayBuffers };
}

/** Quoted strings of eight characters or more in the files whose texts the detector reads. */
const texts = ['apps/server/src/modules/signals', 'apps/server/src/seed']
  .flatMap((folder) => readdirSync(join(REPO, folder)).map((name) => join(REPO, folder, name)))
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([^'\n]{8,})'|"([^"\n]{8,})"/g)])
  .map((match) =>
    languageLetters(match[1] ?? match[2] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

const before = memory();
const detector =
  kind === 'eld'
    ? await import('eld/extrasmall').then(({ eld }) => (eld.enableTextCleanup(false), eld))
    : await loadCompactLanguageDetector();
detector.detect('warm-up text in English');
const loaded = memory();

for (let round = 0; round < 3; round++) for (const text of texts) detector.detect(text);
const rounds = 20;
const started = process.hrtime.bigint();
let reliable = 0;
for (let round = 0; round < rounds; round++) {
  for (const text of texts) if (detector.detect(text).isReliable()) reliable++;
}
const perDetection = Number(process.hrtime.bigint() - started) / 1000 / (rounds * texts.length);

console.log(
  `${kind}: heap used ${megabytes(before.heapUsed)} → ${megabytes(loaded.heapUsed)} MB, ` +
    `RSS ${megabytes(before.rss)} → ${megabytes(loaded.rss)} MB, external ${megabytes(before.external)} → ` +
    `${megabytes(loaded.external)} MB; ${perDetection.toFixed(2)} µs per detection with isReliable ` +
    `(${texts.length} texts × ${rounds}, ${reliable} reliable)`,
);
