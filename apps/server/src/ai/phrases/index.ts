import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import type { Language, LanguagePack } from './types.ts';

export const LANGUAGE_PACKS: Record<Language, LanguagePack> = { en, es, fr, de, pt, it };
export { LANGUAGES, type Language, type LanguagePack, type Sentiment, type VoiceTone } from './types.ts';
