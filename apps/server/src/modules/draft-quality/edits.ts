import { DISCARD_DISTANCE, type DraftOutcome } from '@bizamply/contracts';
import { distance } from 'fastest-levenshtein';
import { words } from '../../lib/text.ts';

export interface EditMeasure {
  outcome: DraftOutcome;
  editDistance: number;
  /** 0 = sent as drafted, 1 = nothing in common (distance over the longer text). */
  normalizedDistance: number;
  removedWords: string[];
  draftWords: string[];
  addedSignOff: string | null;
}

const MAX_WORDS = 300;
const distinctWords = (text: string) => [...new Set(words(text).filter((word) => /^\p{L}{4,}$/u.test(word)))];
const lastLine = (text: string) => text.trim().split('\n').pop()?.trim() ?? '';

/** How far the sent text is from the AI draft (Levenshtein, fastest-levenshtein), and what was cut or added. */
export function measureEdit(draft: string, sent: string): EditMeasure {
  const a = draft.trim();
  const b = sent.trim();
  const editDistance = distance(a, b);
  const normalizedDistance = Math.round((editDistance / Math.max(1, a.length, b.length)) * 1000) / 1000;
  const outcome: DraftOutcome =
    editDistance === 0 ? 'unchanged' : normalizedDistance >= DISCARD_DISTANCE ? 'discarded' : 'edited';
  const sentLast = lastLine(b);
  const addedSignOff =
    b.includes('\n') &&
    sentLast.length > 0 &&
    sentLast.length <= 80 &&
    sentLast !== lastLine(a) &&
    !a.includes(sentLast)
      ? sentLast
      : null;
  // A replaced closing line is a sign-off suggestion, not words the person dislikes.
  const body = addedSignOff ? a.slice(0, a.lastIndexOf('\n')) : a;
  const draftWords = distinctWords(body).slice(0, MAX_WORDS);
  const kept = new Set(words(b));
  return {
    outcome,
    editDistance,
    normalizedDistance,
    removedWords: outcome === 'discarded' ? [] : draftWords.filter((word) => !kept.has(word)),
    draftWords,
    addedSignOff: outcome === 'discarded' ? null : addedSignOff,
  };
}
