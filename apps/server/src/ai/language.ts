import { LANGUAGES, type Language, type Sentiment } from './phrases/index.ts';

const words = (list: string) => list.split(' ');

const MARKERS: Record<Language, readonly string[]> = {
  en: words('the and is it very my with this was i but for you of to love great thanks'),
  es: words('el es muy y con mi que lo pero para está gracias producto me encanta bueno los las llegó'),
  fr: words('le est très et avec mon je les des mais pour produit merci pas vraiment qualité c j ma du'),
  de: words('der die das ist sehr und mit mein ich nicht aber für ein eine produkt danke gut toll schön qualität'),
  pt: words('o é muito com meu não mas um produto obrigado obrigada ótimo gostei você qualidade bom chegou amei do da'),
  it: words(
    'il è molto con mio non ma per prodotto grazie ottimo bellissimo qualità che sono mi arrivato della questo ho',
  ),
};
const MARKER_SETS = Object.fromEntries(LANGUAGES.map((language) => [language, new Set(MARKERS[language])])) as Record<
  Language,
  Set<string>
>;

/** Letters only one of the languages uses: a strong hint on short texts. */
const LETTER_HINTS: [RegExp, Language][] = [
  [/[ñ¿¡]/, 'es'],
  [/[ãõ]/, 'pt'],
  [/[ßäöü]/, 'de'],
  [/[œùû]/, 'fr'],
];

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The reviewer's language among the six we answer in; English when nothing points elsewhere. */
export function detectLanguage(text: string): Language {
  const tokens = tokenize(text);
  const scores = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  for (const token of tokens) {
    for (const language of LANGUAGES) if (MARKER_SETS[language].has(token)) scores[language] += 1;
  }
  const lower = text.toLowerCase();
  for (const [pattern, language] of LETTER_HINTS) if (pattern.test(lower)) scores[language] += 2;
  let best: Language = 'en';
  for (const language of LANGUAGES) if (scores[language] > scores[best]) best = language;
  return best;
}

/** The platform's language tag when it is one we speak (e.g. 'pt-BR'), otherwise detection. */
export function resolveLanguage(tag: string | null, text: string): Language {
  const code = tag?.slice(0, 2).toLowerCase();
  const known = LANGUAGES.find((language) => language === code);
  return known ?? detectLanguage(text);
}

// Spec 2 §5 weights (+2 love/great/excellent, +1 good/nice/happy, -2 bad/terrible/hate, -1 poor/disappointed),
// with the same words in the other five languages.
const WEIGHTS: [number, string[]][] = [
  [
    2,
    words(
      'love great excellent amazing perfect awesome encanta excelente perfecto increíble adore parfait génial liebe toll perfekt ausgezeichnet großartig amo amei adorei perfeito ótimo adoro ottimo perfetto eccellente fantastico bellissimo',
    ),
  ],
  [
    1,
    words(
      'good nice happy beautiful bueno bonito contento bien bon joli content gut schön zufrieden bom feliz gostei buono bello',
    ),
  ],
  [
    -2,
    words(
      'bad terrible hate awful worst broken horrible malo odio roto pésimo mauvais nul cassé déteste schlecht schrecklich kaputt hasse ruim péssimo horrível quebrado odeio pessimo orribile rotto cattivo',
    ),
  ],
  [
    -1,
    words(
      'poor disappointed late refund decepcionado decepcionada déçu déçue décevant enttäuscht enttäuschend atrasado deluso delusa ritardo',
    ),
  ],
];
const WEIGHT_OF = new Map(WEIGHTS.flatMap(([weight, words]) => words.map((word) => [word, weight] as const)));
const NEGATIONS = new Set(['not', 'no', 'never', 'nicht', 'kein', 'keine', 'pas', 'non', 'não', 'nunca', 'jamais']);

export function sentimentScore(text: string): number {
  const tokens = tokenize(text);
  let score = 0;
  tokens.forEach((token, index) => {
    const weight = WEIGHT_OF.get(token);
    if (weight === undefined) return;
    const negated = NEGATIONS.has(tokens[index - 1] ?? '') || NEGATIONS.has(tokens[index - 2] ?? '');
    score += negated ? -Math.sign(weight) : weight;
  });
  return score;
}

/** The star rating when there is one, otherwise the words used. */
export function toneOf(content: string, rating: number | null): Sentiment {
  if (rating !== null) {
    if (rating >= 5) return 'delighted';
    if (rating >= 4) return 'positive';
    if (rating >= 3) return 'neutral';
    if (rating >= 2) return 'concerned';
    return 'apologetic';
  }
  const score = sentimentScore(content);
  if (score >= 2) return 'delighted';
  if (score === 1) return 'positive';
  if (score === 0) return 'neutral';
  return score >= -2 ? 'concerned' : 'apologetic';
}
