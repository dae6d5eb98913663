import type { BrandVoiceSuggestion, DraftQuality, DraftQualityRow, Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { getBrandVoice } from '../brand-voice/brand-voice.service.ts';
import { measureEdit } from './edits.ts';
import {
  addedSignOffs,
  deletedWords,
  latestDraft,
  qualityFigures,
  upsertOutcome,
  type BrandScope,
  type QualityRow,
} from './draft-quality.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A suggestion needs the same edit on at least this many drafts… */
const MIN_REPEATS = 3;
/** …and a word must be deleted from at least this share of the drafts that contained it. */
const MIN_DELETE_SHARE = 0.6;

interface SentItem {
  id: string;
  platform: Platform;
  detectedLanguage: string | null;
  language: string | null;
  intent: string | null;
}

const itemLabels = (item: SentItem) => ({
  platform: item.platform,
  language: item.detectedLanguage ?? item.language?.slice(0, 2) ?? 'und',
  intent: item.intent ?? 'other',
});

/**
 * Called by the send path in its transaction: when the sent text started as an AI draft, record how much the
 * person changed it. A reply written by hand (no AI draft) records nothing.
 */
export async function recordSentDraft(tx: Executor, scope: BrandScope, item: SentItem, sentText: string) {
  const draft = await latestDraft(tx, scope, item.id);
  if (!draft?.response) return;
  await upsertOutcome(tx, {
    ...scope,
    ...itemLabels(item),
    commentId: item.id,
    generationId: draft.id,
    provider: draft.provider,
    ...measureEdit(draft.response, sentText),
    decidedAt: new Date(),
  });
}

/** Called when a reply is drafted again: the previous, unsent AI draft was thrown away. */
export async function recordReplacedDraft(tx: Executor, scope: BrandScope, item: SentItem, newGenerationId: string) {
  const previous = await latestDraft(tx, scope, item.id, newGenerationId);
  if (!previous?.response || previous.outcome) return;
  await upsertOutcome(tx, {
    ...scope,
    ...itemLabels(item),
    commentId: item.id,
    generationId: previous.id,
    provider: previous.provider,
    outcome: 'discarded',
    editDistance: previous.response.length,
    normalizedDistance: 1,
    removedWords: [],
    draftWords: [],
    addedSignOff: null,
    decidedAt: new Date(),
  });
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const toRow = (key: string, row: QualityRow): DraftQualityRow => ({
  key,
  drafts: row.drafts,
  unchangedPercent: percent(row.unchanged, row.drafts),
  averageEditPercent: percent(row.distanceSum, row.drafts),
  discardedPercent: percent(row.discarded, row.drafts),
});

/** The dashboard's draft-quality card: totals, breakdowns and brand-voice suggestions for the period. */
export async function draftQuality(
  db: Executor,
  scope: BrandScope,
  periodDays: number,
  now: Date = new Date(),
): Promise<DraftQuality> {
  const since = new Date(now.getTime() - periodDays * DAY_MS);
  const [rows, words, signOffs, voice] = await Promise.all([
    qualityFigures(db, scope, since),
    deletedWords(db, scope, since, MIN_REPEATS),
    addedSignOffs(db, scope, since, MIN_REPEATS),
    getBrandVoice(db, scope),
  ]);
  const total = rows.find((row) => row.provider === null && row.language === null && row.intent === null);
  const breakdown = (pick: (row: (typeof rows)[number]) => string | null) =>
    rows
      .filter((row) => pick(row) !== null)
      .map((row) => toRow(pick(row) as string, row))
      .sort((a, b) => b.drafts - a.drafts || a.key.localeCompare(b.key));
  const avoided = new Set(voice.avoidWords.map((word) => word.toLowerCase()));
  const suggestions: BrandVoiceSuggestion[] = [
    ...words
      .filter((row) => row.contained > 0 && row.removed / row.contained >= MIN_DELETE_SHARE && !avoided.has(row.word))
      .slice(0, 5)
      .map((row) => ({
        kind: 'avoid' as const,
        word: row.word,
        count: row.removed,
        share: Math.round((row.removed / row.contained) * 100) / 100,
      })),
    ...signOffs
      .filter((row) => row.signOff !== voice.signOff)
      .slice(0, 1)
      .map((row) => ({
        kind: 'signOff' as const,
        signOff: row.signOff,
        count: row.count,
        share: total ? Math.round((row.count / total.drafts) * 100) / 100 : 0,
      })),
  ];
  const drafts = total?.drafts ?? 0;
  return {
    drafts,
    unchangedPercent: total ? percent(total.unchanged, drafts) : 0,
    averageEditPercent: total ? percent(total.distanceSum, drafts) : 0,
    discardedPercent: total ? percent(total.discarded, drafts) : 0,
    byProvider: breakdown((row) => row.provider),
    byLanguage: breakdown((row) => row.language),
    byIntent: breakdown((row) => row.intent),
    suggestions,
  };
}
