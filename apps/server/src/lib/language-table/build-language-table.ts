import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Writes ELD's extra-small database (the `eld` package, Apache-2.0, Copyright 2023 Nito T.M.) as one compact table:
 * a JSON header line (languages, average scores, byte dictionary, word separators) and one record per n-gram
 * (key length, key bytes, entry count, then language index and score bytes). ELD keeps one object per n-gram, ~28 MB
 * of heap; the table is ~0.5 MB read as a Buffer. Only this builder and the tests load ELD itself.
 */

export const LANGUAGE_TABLE_FILE = fileURLToPath(new URL('./eld-extrasmall.table', import.meta.url));

interface EldSources {
  ngramsData: { type: string; languages: Record<string, string>; ngrams: Record<string, Record<string, number>> };
  dictionary: string[];
  avgScore: Record<string, number>;
  separators: RegExp;
}

/** ELD's own source folder: its package exports only the built detectors, not their data. */
function eldSourceFolder(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'node_modules', 'eld', 'src');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) throw new Error('eld is not installed: the language table is built from its sources');
    folder = parent;
  }
}

async function loadEldSources(): Promise<EldSources> {
  const folder = eldSourceFolder();
  const load = (file: string) => import(pathToFileURL(join(folder, file)).href);
  const [{ ngramsData }, { dictionary }, { avgScore }, { separators }] = await Promise.all([
    load('ngrams/extrasmall.js'),
    load('dictionary.js'),
    load('avgScore.js'),
    load('regexPatterns.js'),
  ]);
  return { ngramsData, dictionary, avgScore, separators };
}

export interface LanguageTableHeader {
  source: string;
  languages: string[];
  averageScores: number[];
  dictionary: string;
  separators: { source: string; flags: string };
  ngrams: number;
}

const byte = (value: number, what: string) => {
  if (!Number.isInteger(value) || value < 0 || value > 255) throw new Error(`${what} does not fit a byte: ${value}`);
  return value;
};

export async function buildLanguageTable(): Promise<Buffer> {
  const { ngramsData, dictionary, avgScore, separators } = await loadEldSources();
  const languages = Object.entries(ngramsData.languages).map(([index, code], position) => {
    if (Number(index) !== position) throw new Error(`ELD's language ${index} is out of order`);
    return code;
  });
  const ngrams = Object.entries(ngramsData.ngrams);
  const header: LanguageTableHeader = {
    source: `eld ${ngramsData.type} (npm eld, Apache-2.0, Copyright 2023 Nito T.M.)`,
    languages,
    averageScores: languages.map((code) => avgScore[code] ?? 0),
    dictionary: dictionary.join(''),
    separators: { source: separators.source, flags: separators.flags },
    ngrams: ngrams.length,
  };
  if (header.dictionary.length !== 256) throw new Error("ELD's byte dictionary is not one character per byte");
  const records: number[] = [];
  for (const [key, scores] of ngrams) {
    records.push(byte(key.length, `n-gram ${key}'s length`));
    for (let index = 0; index < key.length; index++) records.push(byte(key.charCodeAt(index), `n-gram ${key}`));
    const entries = Object.entries(scores);
    records.push(byte(entries.length, `n-gram ${key}'s entry count`));
    for (const [language, score] of entries)
      records.push(byte(Number(language), 'a language index'), byte(score, 'a score'));
  }
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), Buffer.from(records)]);
}
