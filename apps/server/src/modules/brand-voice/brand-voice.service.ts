import { brandVoiceSchema, DEFAULT_BRAND_VOICE, type BrandVoice, type BrandVoiceInput } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findBrandVoiceRow, updateBrandVoice, type BrandScope } from './brand-voice.queries.ts';

/** The stored jsonb may predate a field or hold junk: read it leniently, field by field. */
export function parseVoice(stored: Record<string, unknown>): BrandVoice {
  const parsed = brandVoiceSchema.partial().safeParse(stored);
  const voice = parsed.success ? parsed.data : {};
  return {
    tone: voice.tone ?? DEFAULT_BRAND_VOICE.tone,
    customTone: voice.customTone ?? null,
    signOff: voice.signOff ?? null,
    avoidWords: voice.avoidWords ?? [],
    language: voice.language ?? null,
  };
}

/** What the AI needs to speak as the brand: its name, storefront domain and voice. */
export async function getBrandProfile(
  db: Executor,
  scope: BrandScope,
): Promise<{ name: string; domain: string | null; voice: BrandVoice }> {
  const row = await findBrandVoiceRow(db, scope);
  if (!row) throw notFound('Brand not found');
  return { name: row.name, domain: row.domain, voice: parseVoice(row.voice) };
}

export async function getBrandVoice(db: Executor, scope: BrandScope): Promise<BrandVoice> {
  return (await getBrandProfile(db, scope)).voice;
}

export async function saveBrandVoice(db: Executor, scope: BrandScope, input: BrandVoiceInput): Promise<BrandVoice> {
  const voice: BrandVoice = {
    tone: input.tone,
    customTone: input.customTone ?? null,
    signOff: input.signOff ?? null,
    avoidWords: [...new Set((input.avoidWords ?? []).map((word) => word.trim()))],
    language: input.language ?? null,
  };
  const row = await updateBrandVoice(db, scope, { ...voice });
  if (!row) throw notFound('Brand not found');
  return parseVoice(row.voice);
}
