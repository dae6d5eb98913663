import { historyAnchor, pastDate, personName, randomFor, REVIEW_TEMPLATES } from './generate.ts';

export interface GeneratedReview {
  index: number;
  rating: number;
  title: string;
  body: string;
  language: string;
  spam: boolean;
  reviewer: { name: string; email: string };
  product: { id: string; title: string; handle: string };
  createdAt: Date;
}

/** A shop's review history (newest first), deterministic by key; `count` items over the last 90 days. */
export function generateReviews(
  key: string,
  products: { id: string; title: string; handle: string }[],
  count: number,
): GeneratedReview[] {
  const random = randomFor(`reviews:${key}`);
  const anchor = historyAnchor();
  const reviews: GeneratedReview[] = [];
  for (let index = 0; index < count && products.length > 0; index += 1) {
    const template = random.pick(REVIEW_TEMPLATES);
    const product = random.pick(products);
    const person = personName(random);
    reviews.push({
      index,
      rating: template.rating,
      title: template.title,
      body: template.body(product.title),
      language: template.language,
      spam: template.spam === true,
      reviewer: { name: person.name, email: person.email },
      product,
      createdAt: pastDate(random, anchor),
    });
  }
  return reviews.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
