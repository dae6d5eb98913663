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

interface PreparedCatalogue {
  products: { id: string; title: string; distinctive: string[] }[];
  /** Head noun → the products whose title ends in it. */
  heads: Map<string, Set<string>>;
}

const prepared = new WeakMap<readonly CatalogueProduct[], PreparedCatalogue>();

/** Titles folded once per catalogue (the job matches thousands of items against the same one). */
function prepare(catalogue: readonly CatalogueProduct[]): PreparedCatalogue {
  const known = prepared.get(catalogue);
  if (known) return known;
  const heads = new Map<string, Set<string>>();
  const products = catalogue.map((product) => {
    const distinctive = significant(product.title);
    const head = distinctive.filter((word) => /^\p{L}{4,}$/u.test(word)).pop();
    if (head) heads.set(head, (heads.get(head) ?? new Set()).add(product.externalId));
    return { id: product.externalId, title: foldKey(product.title), distinctive };
  });
  const value = { products, heads };
  prepared.set(catalogue, value);
  return value;
}

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
  const index = prepare(catalogue);
  const title = platform.productTitle ? foldKey(platform.productTitle) : '';
  const byTitle = title ? index.products.filter((product) => product.title === title) : [];
  if (byTitle.length === 1 && byTitle[0]) return byTitle[0].id;
  const folded = ` ${foldKey(text)} `;
  const textWords = new Set(folded.trim().split(' '));
  let best: { id: string; score: number } | null = null;
  let tie = false;
  for (const product of index.products) {
    const { title, distinctive } = product;
    let score = 0;
    if (title.length > 2 && folded.includes(` ${title} `)) score = 2;
    else {
      const found = distinctive.filter((word) => textWords.has(word)).length;
      if (distinctive.length > 0 && found >= Math.min(2, distinctive.length) && found / distinctive.length >= 0.66) {
        score = found / distinctive.length;
      }
    }
    if (score === 0) continue;
    if (!best || score > best.score) {
      best = { id: product.id, score };
      tie = false;
    } else if (score === best.score) tie = true;
  }
  if (best && !tie) return best.id;
  return uniqueWordMatch(textWords, index.heads);
}

/**
 * "The grinder arrived cracked": a product's head noun (the last word of its title, as in "Burr Coffee Grinder")
 * when no other product ends in it and the text names no other product that way.
 */
function uniqueWordMatch(textWords: Set<string>, heads: Map<string, Set<string>>): string | null {
  const matches = new Set<string>();
  for (const word of textWords) {
    const products = heads.get(word) ?? heads.get(word.replace(/s$/, ''));
    if (products?.size === 1) matches.add([...products][0] as string);
  }
  return matches.size === 1 ? ([...matches][0] as string) : null;
}
