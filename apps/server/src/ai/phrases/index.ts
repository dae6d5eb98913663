import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { Language, PhrasePack } from './types.ts';

export const PHRASE_PACKS: Record<Language, PhrasePack> = { en, es, fr, de, pt, it, nl };
export type { Language, OrderPhrases, PhrasePack, VoiceTone } from './types.ts';
