import { languageLetters } from './text.ts';

type Detector = { detect: (text: string) => { language: string; isReliable: () => boolean } };

/** Fewer letters than this and the text says too little: the platform's language, then the brand's, decide. */
export const MIN_LETTERS = 8;
/** Under this many letters the detector must also call its own answer reliable. */
const CONFIDENT_LETTERS = 20;

let loading: Promise<Detector> | null = null;

/**
 * ELD (Efficient Language Detector, the `eld` package, its extra-small n-gram database): 60 languages, ~0.01 ms
 * per comment and right on short social texts where franc and tinyld guess (docs/ai.md). Loaded on first use,
 * so a process that never reads an item does not hold its ~30 MB of n-grams.
 */
export function languageDetector(): Promise<Detector> {
  loading ??= import('eld/extrasmall').then(({ eld }) => {
    // Links, handles and digits are removed before detection (languageLetters): no second clean-up pass.
    eld.enableTextCleanup(false);
    return eld as Detector;
  });
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
  detector: Detector,
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
