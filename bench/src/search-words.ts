/**
 * Searches a typing user makes over the bench data set, every one different: the figure of a search read afresh
 * (no kept page, no kept counts can answer it). Drawn from the generator's own vocabulary (generate.ts: six review
 * sentences, "Customer N", "#N" review numbers): prefixes of its words (3 letters on, as the box is typed), two or
 * three words that occur in one review, and 4–6 digit numbers (a review or customer number: few matches, the GIN index's
 * case), alternating words and numbers so any stretch of a run holds the same mix.
 */

/** The search row that repeats one search (the inbox's auto-refresh, a reload, another tab). */
export const REPEATED_SEARCH_WORD = 'love';
/** Common words of the data set (each in one item of six) that no other row searches for. */
export const COLD_SEARCH_WORDS = ['great', 'excellent', 'terrible'] as const;

/** A word of a few hundred items (review numbers and customer names starting 4242): the GIN index's case. */
export const RARE_SEARCH_WORD = '4242';
/**
 * A word in one item of six that the brand's newest items lack (`withRecentItems` posts them), searched by no
 * other row: a merchant looking for an old word (before issue 15's sixth pass ~1 s at 1M, the GIN index read every
 * match of the word in the table).
 */
export const OLD_SEARCH_WORD = 'packaging';

/** generate.ts's review sentences. */
const SENTENCES = [
  'Love it, great quality and fast shipping',
  'Arrived damaged, disappointed',
  'Good value, nice packaging',
  'Terrible support, never again',
  'Excellent product, would buy again',
  'Okay but expected more',
];
/** Searched by other rows of the run (their answers or counts may be kept): never part of the rotation. */
const usedElsewhere = () =>
  new Set<string>([REPEATED_SEARCH_WORD, ...COLD_SEARCH_WORDS, OLD_SEARCH_WORD, RARE_SEARCH_WORD]);

const prefixes = (word: string) =>
  Array.from({ length: Math.max(1, word.length - 2) }, (_, index) => word.slice(0, Math.min(word.length, index + 3)));

/** A small seeded generator: the same list every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Every word search: single prefixes, ordered pairs and triples of (prefixes of) words of one review, distinct. */
function wordSearches(used: Set<string>): string[] {
  const searches = new Set<string>();
  for (const sentence of SENTENCES) {
    const words = (sentence.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word.length >= 2);
    for (const word of words) for (const prefix of prefixes(word)) searches.add(prefix);
    // Ordered pairs, then triples, of prefixes of different words of the review.
    let combinations = words.flatMap((word) => prefixes(word).map((prefix) => ({ text: prefix, words: [word] })));
    for (let size = 2; size <= 3; size += 1) {
      combinations = combinations.flatMap((combination) =>
        words
          .filter((word) => !combination.words.includes(word))
          .flatMap((word) =>
            prefixes(word).map((prefix) => ({
              text: `${combination.text} ${prefix}`,
              words: [...combination.words, word],
            })),
          ),
      );
      for (const combination of combinations) searches.add(combination.text);
    }
  }
  return [...searches].filter((search) => !used.has(search));
}

/**
 * An endless source of searches, none repeated: shuffled word searches alternating with distinct 4–6 digit numbers
 * (`next()`); after the word searches run out (thousands of them: longer than a bench row), numbers alone.
 */
export function newSearchWords(seed = 15) {
  const random = seeded(seed);
  const used = usedElsewhere();
  const words = shuffled(wordSearches(used), random);
  const usedNumbers = new Set<string>();
  let turn = 0;
  const number = () => {
    for (;;) {
      const digits = 4 + Math.floor(random() * 3);
      const candidate = String(Math.floor(10 ** (digits - 1) + random() * 9 * 10 ** (digits - 1)));
      if (!usedNumbers.has(candidate) && !used.has(candidate)) {
        usedNumbers.add(candidate);
        return candidate;
      }
    }
  };
  return {
    wordSearches: words.length,
    next(): string {
      turn += 1;
      const word = turn % 2 === 1 ? words.pop() : undefined;
      return word ?? number();
    },
  };
}
