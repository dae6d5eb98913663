import { personName, type SimRandom } from '../store/generate.ts';

/**
 * What a shop's visitors write on Google: a first impression and a detail that match the stars, so a location's
 * sixty generated reviews read like sixty different people (a few leave stars and no words, as on Google).
 */
const OPENINGS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Best flat white in the neighbourhood.', 'Lovely shop.', 'Our new favourite spot.', 'Absolutely worth the trip.'],
  4: ['Great coffee.', 'Really good place.', 'Solid neighbourhood café.', 'Nice atmosphere.'],
  3: ['Decent, but not what it was.', 'Mixed visit.', 'Okay for a quick stop.'],
  2: ['Disappointing this time.', 'Expected more.', 'Not great today.'],
  1: ['Never coming back.', 'Worst visit so far.', 'Very poor service.'],
};

const DETAILS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'The barista helped me pick a grinder setting for the beans I took home.',
    'Staff remembered my name on the second visit.',
    'The cardamom bun was still warm.',
    'Good wifi and quiet corners to work for an hour.',
    'They made my oat latte exactly how I asked.',
    'Friendly team even with a queue out the door.',
    'The seasonal single origin was bright and fruity.',
    'Spotless tables and the music at the right volume.',
  ],
  mixed: [
    'A bit crowded on Saturday mornings.',
    'The coffee was good but the pastry was stale.',
    'Service was slow while two people were on shift.',
    'Prices went up since last spring.',
    'Hard to find a seat after ten.',
  ],
  bad: [
    'Waited 20 minutes for a latte and it came lukewarm.',
    'They got my order wrong twice and nobody apologised.',
    'The counter staff were rude when I asked for a refill.',
    'My card was charged twice and the refund took a week.',
    'The bathroom was closed again.',
  ],
};

const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1, 1] as const;

/** One visitor's stars and words: empty words about one review in twelve. */
export function storeVisit(random: SimRandom): { rating: number; text: string } {
  const rating = random.pick(RATINGS);
  if (random.chance(1 / 12)) return { rating, text: '' };
  const tone = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
  const opening = random.pick(OPENINGS[rating]);
  const first = random.pick(DETAILS[tone]);
  const second = random.chance(0.4) ? random.pick(DETAILS[rating === 3 ? 'good' : tone]) : '';
  return { rating, text: [opening, first, second === first ? '' : second].filter(Boolean).join(' ') };
}

/** `count` reviewers of one location, no name twice (a person reviews a place once on Google). */
export function distinctReviewers(random: SimRandom, count: number): string[] {
  const names = new Set<string>();
  for (let attempt = 0; names.size < count && attempt < count * 20; attempt += 1) names.add(personName(random).name);
  const list = [...names];
  // More reviews than the name lists can make: number the rest rather than repeat someone.
  for (let index = list.length; index < count; index += 1) list.push(`Google user ${index + 1}`);
  return list;
}
