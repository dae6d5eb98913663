import { loadCompactLanguageDetector, type LanguageDetector } from './language-table/compact-language-detector.ts';
import { languageLetters } from './text.ts';

/** Fewer letters than this and the text says too little: the platform's language, then the brand's, decide. */
export const MIN_LETTERS = 8;
/** Under this many letters the detector must also call its own answer reliable. */
const CONFIDENT_LETTERS = 20;

let loading: Promise<LanguageDetector> | null = null;

/**
 * ELD (Efficient Language Detector, the `eld` package, its extra-small n-gram database): 60 languages, right on
 * short social texts where franc and tinyld guess (docs/ai.md). Its database is read from a compact table (~3 MB of
 * heap where ELD's own module holds ~28 MB) with ELD's scoring, same answers (language-table/). Loaded on first use.
 * Links, handles and digits are removed before detection (languageLetters): ELD's text clean-up is not ported.
 */
export function languageDetector(): Promise<LanguageDetector> {
  loading ??= loadCompactLanguageDetector();
  return loading;
}

export interface DetectedLanguage {
  language: string;
  source: 'text' | 'platform' | 'brand';
}

const normaliseTag = (tag: string | null | undefined) => {
  const code = tag?.trim().slice(0, 2).toLowerCase();
  return code && /^[a-z]{2}$/.test(code) ? code : null;
};

/**
 * The language of a text: the detector's answer when the text is long enough to trust it, else the language the
 * platform gave (a review widget's locale), else the brand's default. Any ISO 639-1 code may come back.
 */
export function detectLanguage(
  detector: LanguageDetector,
  text: string,
  fallbacks: { platformLanguage: string | null; brandLanguage: string | null },
): DetectedLanguage {
  const letters = languageLetters(text).replace(/\s+/g, ' ').trim();
  const count = letters.replace(/[\s'’-]/g, '').length;
  if (count >= MIN_LETTERS) {
    const result = detector.detect(letters);
    if (result.language && (count >= CONFIDENT_LETTERS || result.isReliable())) {
      return { language: result.language, source: 'text' };
    }
  }
  const platform = normaliseTag(fallbacks.platformLanguage);
  if (platform) return { language: platform, source: 'platform' };
  return { language: normaliseTag(fallbacks.brandLanguage) ?? 'en', source: 'brand' };
}
