import { describe, expect, it } from 'vitest';
import { generatedReviews, type Location } from './data.ts';

const location = (id: string): Location => ({
  id,
  title: 'Showroom',
  account: 'accounts/1',
  accountName: 'Showroom Co',
  address: {},
  managers: [],
});

describe("a location's generated Google reviews", () => {
  const reviews = generatedReviews(location('1600000000000000001'));
  const named = reviews.filter((review) => !(review['reviewer'] as { isAnonymous: boolean }).isAnonymous);

  it('are written by different people and read differently', () => {
    expect(reviews).toHaveLength(60);
    const reviewers = named.map((review) => (review['reviewer'] as { displayName: string }).displayName);
    expect(new Set(reviewers).size).toBe(reviewers.length);
    const texts = reviews.map((review) => review['comment']).filter((text) => typeof text === 'string');
    expect(texts.length).toBeGreaterThan(45);
    expect(new Set(texts).size).toBeGreaterThan(texts.length * 0.8);
  });

  it('span every star rating, and words match the stars', () => {
    const stars = new Set(reviews.map((review) => review['starRating']));
    expect(stars).toEqual(new Set(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']));
    for (const review of reviews.filter((entry) => entry['starRating'] === 'ONE' && entry['comment'])) {
      expect(review['comment']).not.toMatch(/Best|Lovely|favourite/);
    }
  });

  it('are the same on every server process, and differ between locations', () => {
    expect(generatedReviews(location('1600000000000000001'))).toEqual(reviews);
    expect(generatedReviews(location('1600000000000000002'))).not.toEqual(reviews);
  });
});
