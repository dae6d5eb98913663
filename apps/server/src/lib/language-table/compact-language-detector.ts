import { readFile } from 'node:fs/promises';
import type { LanguageTableHeader } from './build-language-table.ts';

/*
 * ELD's detection (the `eld` package 2.1.0, src/languageDetector.js and src/LanguageResult.js, Apache-2.0,
 * Copyright 2023-2025 Nito T.M., https://github.com/nitotm/efficient-language-detector-js), ported to read the
 * compact table that build-language-table.ts writes instead of ELD's one object per n-gram. Changed from ELD: the
 * n-gram lookup (one Map to a record in a byte buffer), no subsets, no text cleanup, no getScores. Every step that
 * decides the answer is ELD's, in ELD's order, so language and isReliable() are ELD's (language-table.test.ts).
 */

export interface LanguageGuess {
  language: string;
  isReliable: () => boolean;
}
export interface LanguageDetector {
  detect: (text: string) => LanguageGuess;
}

const TABLE_URL = new URL('./eld-extrasmall.table', import.meta.url);
/** ELD stores each score minus 53 to keep its database small. */
const BASE_NGRAM_SCORE = 53;
/** ELD's hand-picked scale from raw score to 0–1, and its default reliability ratio. */
const SCORE_SCALE = 25;
const RELIABLE_RATIO = 0.75;
/** ELD reads the first 1000 characters, and cuts the bytes at a space after 350 and anywhere after 380. */
const MAX_CHARACTERS = 1000;
const CUT_AFTER_BYTES = 350;
const ENFORCE_CUT_AFTER_BYTES = 380;
const MAX_WORD_BYTES = 70;

const NO_LANGUAGE: LanguageGuess = { language: '', isReliable: () => false };

export async function loadCompactLanguageDetector(): Promise<LanguageDetector> {
  return compactLanguageDetector(await readFile(TABLE_URL));
}

export function compactLanguageDetector(table: Buffer): LanguageDetector {
  const headerEnd = table.indexOf(0x0a);
  const header = JSON.parse(table.toString('utf8', 0, headerEnd)) as LanguageTableHeader;
  const { dictionary } = header;
  /** One byte of the table (reads stay inside it: every offset comes from its own records). */
  const byteAt = (offset: number) => table[offset] ?? 0;
  const separators = new RegExp(header.separators.source, header.separators.flags);
  const languageCount = header.languages.length;
  /** n-gram → offset of its entry count in `table`; its (language, score) byte pairs follow. */
  const records = new Map<string, number>();
  let offset = headerEnd + 1;
  for (let index = 0; index < header.ngrams; index++) {
    const keyLength = byteAt(offset);
    const key = table.toString('latin1', offset + 1, offset + 1 + keyLength);
    offset += 1 + keyLength;
    records.set(key, offset);
    offset += 1 + 2 * byteAt(offset);
  }
  if (offset !== table.length) throw new Error('The language table does not end after its last n-gram');

  function utf8Words(text: string): string[] {
    let encoded = '';
    const words: string[] = [];
    let countBytes = 0;
    for (let index = 0; index < text.length; index++) {
      let charCode = text.charCodeAt(index);
      if (charCode < 0x80) {
        if (charCode === 32) {
          if (encoded !== '') {
            words.push(encoded);
            encoded = '';
          }
          if (countBytes > CUT_AFTER_BYTES) break;
        } else {
          encoded += text.charAt(index);
        }
        countBytes++;
      } else if (charCode < 0x800) {
        encoded += dictionary.charAt(0xc0 | (charCode >> 6)) + dictionary.charAt(0x80 | (charCode & 0x3f));
        countBytes += 2;
      } else if (charCode < 0xd800 || charCode >= 0xe000) {
        encoded +=
          dictionary.charAt(0xe0 | (charCode >> 12)) +
          dictionary.charAt(0x80 | ((charCode >> 6) & 0x3f)) +
          dictionary.charAt(0x80 | (charCode & 0x3f));
        countBytes += 3;
      } else {
        // ELD reads any surrogate as the first of a pair, even a lone one (the next code unit, or NaN → 0).
        index++;
        charCode = 0x10000 + (((charCode & 0x3ff) << 10) | (text.charCodeAt(index) & 0x3ff));
        encoded +=
          dictionary.charAt(0xf0 | (charCode >> 18)) +
          dictionary.charAt(0x80 | ((charCode >> 12) & 0x3f)) +
          dictionary.charAt(0x80 | ((charCode >> 6) & 0x3f)) +
          dictionary.charAt(0x80 | (charCode & 0x3f));
        countBytes += 4;
      }
      if (countBytes > ENFORCE_CUT_AFTER_BYTES) break;
    }
    if (encoded !== '') words.push(encoded);
    return words;
  }

  /** 4-byte n-grams with a 3-byte stride; the last one runs to the word's end (ELD's, even past 70 bytes). */
  function byteNgrams(words: string[]): Set<string> {
    const ngrams = new Set<string>();
    for (const word of words) {
      const length = Math.min(word.length, MAX_WORD_BYTES);
      let start = 0;
      for (; start + 4 < length; start += 3) ngrams.add((start === 0 ? ' ' : '') + word.substring(start, start + 4));
      ngrams.add((start === 0 ? ' ' : '') + word.substring(length !== 3 ? length - 4 : 0) + ' ');
    }
    return ngrams;
  }

  function isReliable(scores: Int32Array, ngramCount: number, language: number): boolean {
    const ranked: [number, number][] = [];
    scores.forEach((score, index) => {
      if (score <= 0) return;
      const ngramScore = score / ngramCount;
      ranked.push([index, ngramScore / (ngramScore + SCORE_SCALE)]);
    });
    ranked.sort((a, b) => b[1] - a[1]);
    const [first, second] = ranked;
    if (!first || ngramCount < 3) return false;
    // ELD compares with the second language's index, not its score: kept, the answers must stay ELD's.
    const nextScore = second ? second[0] : 0;
    const top = first[1];
    const average = header.averageScores[language] ?? 0;
    return !(average * RELIABLE_RATIO > top || 0.01 > Math.abs(top - nextScore));
  }

  function detect(input: string): LanguageGuess {
    const text = input.substring(0, MAX_CHARACTERS).replace(separators, ' ').trim().toLowerCase();
    const ngrams = byteNgrams(utf8Words(text));
    const scores = new Int32Array(languageCount);
    for (const ngram of ngrams) {
      const at = records.get(ngram);
      if (at === undefined) continue;
      const end = at + 1 + 2 * byteAt(at);
      for (let entry = at + 1; entry < end; entry += 2) {
        const language = byteAt(entry);
        scores[language] = (scores[language] ?? 0) + byteAt(entry + 1) + BASE_NGRAM_SCORE;
      }
    }
    let best = -1;
    let bestScore = 0;
    scores.forEach((score, index) => {
      if (score > 0 && score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best < 0) return NO_LANGUAGE;
    let reliable: boolean | undefined;
    return {
      language: header.languages[best] ?? '',
      isReliable: () => (reliable ??= isReliable(scores, ngrams.size, best)),
    };
  }

  return { detect };
}
