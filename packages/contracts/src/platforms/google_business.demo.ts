import { GOOGLE_BUSINESS_DEMO } from './google_business.ts';

/**
 * The demo location's Google reviews, one copy for both sides: the server's seed stores them as inbox items (the
 * replied ones as sent, with the owner's reply) and the simulator serves the same reviews and replies, so a reply
 * or "Delete reply" from the demo reaches a review Google knows. Times count back from the start of the current
 * UTC day (the simulator's history anchor), so both sides name the same instant.
 */
export interface GoogleDemoReview {
  reviewId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Empty: a rating without words. */
  comment: string;
  reviewer: string;
  hoursAgo: number;
  /** The owner's reply, when the review was answered. */
  reply?: { text: string; hoursAfter: number };
}

const review = (
  index: number,
  rating: GoogleDemoReview['rating'],
  reviewer: string,
  hoursAgo: number,
  comment: string,
  reply?: GoogleDemoReview['reply'],
): GoogleDemoReview => ({
  reviewId: `AbFvOqDemo${String(index).padStart(8, '0')}`,
  rating,
  comment,
  reviewer,
  hoursAgo,
  ...(reply ? { reply } : {}),
});

export const GOOGLE_DEMO_REVIEWS: readonly GoogleDemoReview[] = [
  review(
    1,
    5,
    'Maya Patel',
    3,
    'Best flat white on Mission Street. The barista walked me through three single origins.',
  ),
  review(
    2,
    1,
    'Jordan Lee',
    6,
    'Waited 25 minutes for two lattes and nobody said sorry. The beans are great, the service was not.',
  ),
  review(3, 4, 'Chris Romero', 11, 'Cozy shop, good wifi, fair prices. Could use a few more seats by the window.'),
  review(
    4,
    2,
    'Hannah Becker',
    20,
    'The cold brew tasted watered down today and the pastry case was almost empty by 10am.',
  ),
  review(5, 5, 'Tomás Herrera', 28, ''),
  review(6, 3, 'Priya Nair', 40, 'Coffee is good but the music is far too loud to have a conversation.'),
  review(
    7,
    5,
    'Ava Thompson',
    55,
    'Bought a bag of the Ethiopia Yirgacheffe and a grinder; they ground a sample so I could taste first. Lovely.',
  ),
  review(8, 4, 'Noah Kim', 70, 'Great espresso, friendly staff. Card machine was down, so bring cash just in case.'),
  review(9, 5, 'Grace Okafor', 96, 'My go-to on the way to work. They remember my order!', {
    text: 'Thank you, Grace! See you tomorrow morning — the usual oat cortado will be ready.',
    hoursAfter: 3,
  }),
  review(10, 2, 'Liam Walsh', 130, 'Ordered beans online for pickup and they were not ready when I arrived.', {
    text: 'Sorry about the wait, Liam. We changed how pickup orders reach the counter so this does not happen again.',
    hoursAfter: 5,
  }),
  review(11, 5, 'Sofia Rossi', 170, 'The pour-over class on Saturday was so much fun. Learned a lot.', {
    text: 'Thanks for joining, Sofia! Next class is on the first Saturday of the month.',
    hoursAfter: 8,
  }),
  review(12, 4, 'Omar Haddad', 220, 'Solid coffee and a good decaf option, which is rare.', {
    text: 'Thank you, Omar! Our Swiss Water decaf is roasted here every Tuesday.',
    hoursAfter: 4,
  }),
  review(13, 1, 'Emma Johnson', 300, 'Found a hair in my muffin. Staff replaced it but did not seem to care.', {
    text: 'Emma, we are very sorry. We spoke with the team and reviewed our kitchen routine. Your next visit is on us.',
    hoursAfter: 2,
  }),
  review(14, 5, 'Lucas Martin', 380, 'Beautiful space, excellent cold brew concentrate to take home.', {
    text: 'Thanks, Lucas! Enjoy the cold brew — it keeps two weeks in the fridge.',
    hoursAfter: 12,
  }),
  review(15, 3, 'Mia Nguyen', 460, 'Nice staff, average croissant. Coffee saves it.'),
  review(16, 5, 'Diego García', 540, 'Friendliest coffee shop in SF. Dog-friendly patio too.', {
    text: 'Thank you, Diego — say hi to your dog from us!',
    hoursAfter: 6,
  }),
  review(17, 4, 'Yuki Tanaka', 640, 'Good beans, good people. A little pricey but worth it.', {
    text: 'Thanks for the kind words, Yuki!',
    hoursAfter: 20,
  }),
  review(18, 2, 'Ethan Smith', 760, 'Closed 30 minutes before the hours on Google said. Please update them.', {
    text: 'Sorry, Ethan — you were right, our holiday hours were wrong. They are fixed now.',
    hoursAfter: 9,
  }),
  review(19, 5, 'Lena Müller', 900, 'Excellent espresso and the baristas clearly love what they do.'),
  review(20, 4, 'Isabella Dubois', 1100, 'Lovely little shop with great beans to take home.', {
    text: 'Thank you, Isabella! Come back for the new seasonal roast.',
    hoursAfter: 30,
  }),
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The start of the current UTC day: the instant both sides count the demo's review times back from. */
export const googleDemoAnchor = (now: number) => Math.floor(now / DAY) * DAY;

/** When a demo review was posted, and when the owner replied to it. */
export function googleDemoTimes(entry: GoogleDemoReview, now: number) {
  const postedAt = new Date(googleDemoAnchor(now) - entry.hoursAgo * HOUR);
  const repliedAt = entry.reply ? new Date(postedAt.getTime() + entry.reply.hoursAfter * HOUR) : null;
  return { postedAt, repliedAt };
}

/** A demo review's resource name (`accounts/…/locations/…/reviews/…`): the inbox item's external id. */
export const googleDemoReviewName = (entry: GoogleDemoReview) =>
  `${GOOGLE_BUSINESS_DEMO.account}/locations/${GOOGLE_BUSINESS_DEMO.locationId}/reviews/${entry.reviewId}`;
