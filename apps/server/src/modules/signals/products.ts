import { foldKey } from '../../lib/text.ts';

export interface CatalogueProduct {
  externalId: string;
  title: string;
}

/** Words that say nothing about which product is meant. */
const GENERIC = new Set(
  'the a an and or of for with to in on by box kit set pack new our your my this that oz ml g kg cm de la le les el los las der die das und et y e il lo i o u en het een van'.split(
    ' ',
  ),
);

const significant = (title: string) =>
  foldKey(title)
    .split(' ')
    .filter((word) => word.length > 1 && !GENERIC.has(word));

/**
 * The product the item is about: the platform's own product when it is in the catalogue (by id, or by exact
 * title), else a product whose title appears in the text (whole, or two thirds of its distinctive words, at least two). Ambiguous → none.
 */
export function matchProduct(
  text: string,
  platform: { productId: string | null; productTitle: string | null },
  catalogue: readonly CatalogueProduct[],
): string | null {
  // Review apps name Shopify products by their numeric id; the catalogue keeps Shopify's global id.
  const legacy = platform.productId?.split('/').pop();
  const byId = catalogue.find(
    (product) => product.externalId === platform.productId || product.externalId.split('/').pop() === legacy,
  );
  if (platform.productId && byId) return byId.externalId;
  const title = platform.productTitle ? foldKey(platform.productTitle) : '';
  const byTitle = title ? catalogue.filter((product) => foldKey(product.title) === title) : [];
  if (byTitle.length === 1 && byTitle[0]) return byTitle[0].externalId;
  const folded = ` ${foldKey(text)} `;
  const textWords = new Set(folded.trim().split(' '));
  let best: { id: string; score: number } | null = null;
  let tie = false;
  for (const product of catalogue) {
    const title = foldKey(product.title);
    let score = 0;
    if (title.length > 2 && folded.includes(` ${title} `)) score = 2;
    else {
      const distinctive = significant(product.title);
      const found = distinctive.filter((word) => textWords.has(word)).length;
      if (distinctive.length > 0 && found >= Math.min(2, distinctive.length) && found / distinctive.length >= 0.66) {
        score = found / distinctive.length;
      }
    }
    if (score === 0) continue;
    if (!best || score > best.score) {
      best = { id: product.externalId, score };
      tie = false;
    } else if (score === best.score) tie = true;
  }
  if (best && !tie) return best.id;
  return uniqueWordMatch(textWords, catalogue);
}

/**
 * "The grinder arrived cracked": a product's head noun (the last word of its title, as in "Burr Coffee Grinder")
 * when no other product ends in it and the text names no other product that way.
 */
function uniqueWordMatch(textWords: Set<string>, catalogue: readonly CatalogueProduct[]): string | null {
  const owners = new Map<string, Set<string>>();
  for (const product of catalogue) {
    const head = significant(product.title)
      .filter((word) => /^\p{L}{4,}$/u.test(word))
      .pop();
    if (head) owners.set(head, (owners.get(head) ?? new Set()).add(product.externalId));
  }
  const matches = new Set<string>();
  for (const word of textWords) {
    const products = owners.get(word) ?? owners.get(word.replace(/s$/, ''));
    if (products?.size === 1) matches.add([...products][0] as string);
  }
  return matches.size === 1 ? ([...matches][0] as string) : null;
}
