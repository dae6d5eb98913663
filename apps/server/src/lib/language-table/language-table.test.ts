import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageLetters } from '../text.ts';
import { buildLanguageTable, LANGUAGE_TABLE_FILE, type LanguageTableHeader } from './build-language-table.ts';
import { compactLanguageDetector, type LanguageDetector } from './compact-language-detector.ts';

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));
const SERVER_SOURCES = join(REPO, 'apps/server/src');

/** Every string written in the files whose texts the detector reads: the signals corpus, the demo seed, the bench. */
function stringsWrittenIn(files: string[]): string[] {
  const strings: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
      if (ts.isTemplateExpression(node))
        strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return strings;
}

const filesIn = (folder: string) =>
  readdirSync(join(REPO, folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(REPO, folder, name));

/** A seeded generator, so a difference found once is found on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Words of each language ELD knows, decoded from its best n-grams (ELD writes each UTF-8 byte as one character). */
function wordsOfEachLanguage(table: Buffer): string[][] {
  const headerEnd = table.indexOf(0x0a);
  const header = JSON.parse(table.toString('utf8', 0, headerEnd)) as LanguageTableHeader;
  const byteOf = new Map<string, number>();
  [...header.dictionary].forEach((character, value) => {
    if (character !== ' ' && !byteOf.has(character)) byteOf.set(character, value);
  });
  const best: { word: string; score: number }[][] = header.languages.map(() => []);
  const decoder = new TextDecoder();
  let offset = headerEnd + 1;
  while (offset < table.length) {
    const keyLength = table.readUInt8(offset);
    const key = table.toString('latin1', offset + 1, offset + 1 + keyLength);
    offset += 1 + keyLength;
    const bytes = [...key].filter((character) => character !== ' ').map((character) => byteOf.get(character) ?? 32);
    const word = decoder.decode(Uint8Array.from(bytes));
    const entries = table.readUInt8(offset);
    for (let entry = 0; entry < entries; entry++) {
      best[table.readUInt8(offset + 1 + 2 * entry)]?.push({ word, score: table.readUInt8(offset + 2 + 2 * entry) });
    }
    offset += 1 + 2 * entries;
  }
  return best.map((words) =>
    words
      .sort((a, b) => b.score - a.score)
      .slice(0, 400)
      .map(({ word }) => word),
  );
}

const ODD_INPUTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b\u0000c\u0000d\u0000e\u0000f\u0000g\u0000h',
  '😀😀😀 great product 😀',
  '👍🏽👍🏽👍🏽',
  '\ud800',
  '\udc00abc',
  'abc\ud800',
  'ok\ud83d',
  'ok\ude00 merci beaucoup',
  '\uffff\ufffe\ufeff text',
  'x'.repeat(69),
  'y'.repeat(70),
  'z'.repeat(71),
  'supercalifragilistic'.repeat(10),
  'word '.repeat(400),
  'é'.repeat(200),
  '日本'.repeat(600),
  "don't won’t can`t l'été",
  'https://example.com @handle #tag 12345',
  'e\u0301te\u0301 cafe\u0301',
  'İstanbul ǅemal ß ẞ',
  '\t\n\r\u00a0\u2028\u2029',
  '𠀀𠀁𠀂 𝒜𝒷𝒸 𐐀𐐁',
  'ʻokina ʼapostrophe',
];

/** Random texts from every script's characters, emoji, separators, surrogates and NUL. */
function fuzzedTexts(count: number, pick: () => number): string[] {
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x370, 0x52f],
    [0x530, 0x58f],
    [0x590, 0x6ff],
    [0x900, 0xdff],
    [0xe00, 0xeff],
    [0x10a0, 0x10ff],
    [0x1200, 0x137f],
    [0x1e00, 0x1fff],
    [0x3040, 0x30ff],
    [0x4e00, 0x4eff],
    [0xac00, 0xacff],
    [0xd800, 0xdfff],
    [0xff00, 0xffef],
    [0x0, 0x1f],
  ];
  const texts: string[] = [];
  for (let index = 0; index < count; index++) {
    const length = Math.floor(pick() ** 2 * 400);
    let text = '';
    for (let character = 0; character < length; character++) {
      if (pick() < 0.03) {
        text += String.fromCodePoint(0x1f300 + Math.floor(pick() * 0x300));
        continue;
      }
      const [low, high] = ranges[Math.floor(pick() * ranges.length)] ?? [0x20, 0x7e];
      text += pick() < 0.2 ? ' ' : String.fromCharCode(low + Math.floor(pick() * (high - low + 1)));
    }
    texts.push(text);
  }
  return texts;
}

describe('the compact language table', () => {
  let table: Buffer;
  let eld: LanguageDetector;
  let compact: LanguageDetector;
  beforeAll(async () => {
    table = readFileSync(LANGUAGE_TABLE_FILE);
    compact = compactLanguageDetector(table);
    const module = await import('eld/extrasmall');
    module.eld.enableTextCleanup(false);
    eld = module.eld;
  });

  it("is ELD's installed database, byte for byte (after an eld upgrade: npm run language-table)", async () => {
    expect((await buildLanguageTable()).equals(table)).toBe(true);
  });

  it('answers every text exactly as ELD does: language and isReliable', () => {
    const pick = random(15);
    const languageTexts = wordsOfEachLanguage(table).flatMap((words) =>
      Array.from({ length: 120 }, (_, index) => {
        const count = 1 + (index % 40);
        return Array.from({ length: count }, () => words[Math.floor(pick() * words.length)] ?? '').join(' ');
      }),
    );
    const written = stringsWrittenIn([
      ...filesIn('apps/server/src/modules/signals'),
      ...filesIn('apps/server/src/seed'),
      ...filesIn('bench/src'),
    ]);
    const texts = [...ODD_INPUTS, ...written, ...languageTexts, ...fuzzedTexts(3000, pick)];
    const differences: string[] = [];
    let detected = 0;
    for (const raw of texts) {
      for (const text of [raw, languageLetters(raw).replace(/\s+/g, ' ').trim()]) {
        const expected = eld.detect(text);
        const actual = compact.detect(text);
        const same = expected.language === actual.language && expected.isReliable() === actual.isReliable();
        if (!same)
          differences.push(
            `${JSON.stringify(text.slice(0, 80))}: ELD ${expected.language}/${expected.isReliable()}, ours ${actual.language}/${actual.isReliable()}`,
          );
        if (expected.language) detected++;
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    // The corpus reaches every language and both answers of isReliable.
    expect(written.length).toBeGreaterThan(2000);
    expect(new Set(languageTexts.map((text) => eld.detect(text).language)).size).toBe(60);
    expect(detected).toBeGreaterThan(texts.length);
  });

  it('is the only detector the server loads: no source outside the tests and the builder imports eld', () => {
    const importers = ts.sys
      .readDirectory(SERVER_SOURCES, ['.ts'])
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('build-language-table.ts'))
      .filter((file) => /from 'eld|import\('eld/.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });
});
