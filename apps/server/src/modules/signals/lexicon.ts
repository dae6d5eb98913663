/**
 * Sentiment words of the seven reply languages, with weights in the spirit of spec 2 §5 (+2 love/great/
 * excellent, +1 good/nice/happy, -2 bad/terrible/hate, -1 poor/disappointed), extended per language, plus
 * emoji, negations (which flip the next words) and intensifiers (which strengthen them). The maintained
 * sentiment libraries on npm (AFINN `sentiment`, VADER) are English-only, hence our own short lists.
 */
const list = (weight: number, text: string): [string, number][] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [word, weight]);

export const SENTIMENT_WORDS = new Map<string, number>([
  // English
  ...list(
    2,
    'love loved loving amazing excellent perfect great awesome fantastic wonderful best gorgeous delicious obsessed favourite favorite outstanding superb incredible brilliant',
  ),
  ...list(1, 'good nice happy beautiful lovely recommend thanks thank glad pleased fast quick smooth fresh cute'),
  ...list(
    -2,
    'bad terrible awful horrible worst hate hated broken damaged disappointing useless scam rude defective unacceptable ridiculous angry disgusting garbage',
  ),
  ...list(
    -1,
    'poor disappointed late slow meh wrong missing leaking leaks stale annoyed refund ugh waiting overpriced',
  ),
  // Spanish
  ...list(
    2,
    'encanta encantó excelente perfecto perfecta increíble genial maravilloso maravillosa buenísimo buenísima rapidísimo espectacular',
  ),
  ...list(1, 'bueno buena bonito bonita gracias rápido rápida recomiendo feliz contento contenta lindo linda'),
  ...list(
    -2,
    'malo mala pésimo pésima horrible roto rota rompió decepcionado decepcionada estafa defectuoso defectuosa odio fatal',
  ),
  ...list(-1, 'tarde lento lenta tardó demasiado caro'),
  // French
  ...list(2, 'adore parfait parfaite génial géniale excellent excellente superbe magnifique sublime incroyable'),
  ...list(1, 'top beau belle bon bonne merci recommande rapide content contente joli jolie ravi ravie'),
  ...list(
    -2,
    'déçu déçue décevant décevante nul nulle horrible cassé cassée mauvais mauvaise arnaque déteste abîmé abîmée',
  ),
  ...list(-1, 'lent lente retard cher dommage'),
  // German
  ...list(2, 'liebe toll tolle perfekt super ausgezeichnet großartig wunderbar fantastisch hervorragend klasse'),
  ...list(1, 'gut gutes guter gute schön schöne danke zufrieden schnell empfehlen gerne lecker'),
  ...list(
    -2,
    'schlecht schlechte schrecklich kaputt beschädigt enttäuscht enttäuschend furchtbar mangelhaft hasse betrug katastrophe',
  ),
  ...list(-1, 'langsam verspätet leider teuer schade'),
  // Italian
  ...list(
    2,
    'adoro perfetto perfetta ottimo ottima eccellente fantastico fantastica bellissimo bellissima stupendo stupenda meraviglioso',
  ),
  ...list(1, 'bello bella buono buona grazie veloce consiglio felice contento contenta carino carina'),
  ...list(-2, 'pessimo pessima orribile rotto rotta deluso delusa terribile truffa difettoso difettosa schifo'),
  ...list(-1, 'lento lenta ritardo caro peccato'),
  // Portuguese
  ...list(2, 'amei adorei amo perfeito perfeita ótimo ótima excelente maravilhoso maravilhosa incrível lindíssimo'),
  ...list(1, 'lindo linda bom boa obrigado obrigada rápido rápida recomendo feliz gostei bonito bonita'),
  ...list(
    -2,
    'péssimo péssima horrível quebrado quebrada ruim decepcionado decepcionada golpe defeito defeituoso odiei',
  ),
  ...list(-1, 'atrasado atrasada demorou lento lenta caro'),
  // Dutch
  ...list(2, 'geweldig prachtig fantastisch heerlijk aanrader perfect fantastische topper'),
  ...list(1, 'mooi goed leuk bedankt dank snel blij tevreden fijn lekker'),
  ...list(
    -2,
    'slecht slechte kapot verschrikkelijk teleurgesteld teleurstellend vreselijk oplichting beschadigd waardeloos',
  ),
  ...list(-1, 'traag jammer duur'),
]);

/** Phrases whose words mean something else together ("valt tegen": falls short). */
export const SENTIMENT_PHRASES: [RegExp, number][] = [
  [/\bstill (nothing|waiting|not)\b/u, -1],
  [/\bnever (again|buying|arrived)\b/u, -2],
  [/\bnot worth\b/u, -2],
  [/\bvalt tegen\b/u, -2],
  [/\brien à voir\b/u, -2],
  [/\bwant (a|my) (refund|money back)\b/u, -2],
];

export const EMOJI_WEIGHTS: [RegExp, number][] = [
  [/[😍🥰😻💖💕💗💞]/gu, 2],
  [/❤️|❤|♥|☺️|☺|[🔥👍🙌😊😀😃😄😁👌💯✨🤩😋🙏]/gu, 1],
  [/[😡🤬💔👎😠😤🤮]/gu, -2],
  [/[😞😢😭🙄😒😕😩😫]/gu, -1],
];

export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  "don't",
  "didn't",
  "isn't",
  "wasn't",
  "doesn't",
  "aren't",
  "won't",
  'nunca',
  'ni',
  'pas',
  'jamais',
  'nicht',
  'kein',
  'keine',
  'nie',
  'non',
  'mai',
  'não',
  'nem',
  'niet',
  'geen',
  'nooit',
]);

export const INTENSIFIERS = new Set([
  'very',
  'so',
  'really',
  'super',
  'extremely',
  'absolutely',
  'totally',
  'muy',
  'tan',
  'très',
  'trop',
  'vraiment',
  'sehr',
  'echt',
  'wirklich',
  'molto',
  'davvero',
  'muito',
  'heel',
  'erg',
  'zo',
]);
