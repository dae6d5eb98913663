import crypto from 'node:crypto';
import { createSeededRandom, type SeededRandom } from '@bizamply/contracts';

/** Deterministic pseudo-random numbers seeded from a string: same key, same data. */
export function randomFor(key: string): SeededRandom {
  return createSeededRandom(crypto.createHash('sha256').update(key).digest().readUInt32LE(0));
}
export type SimRandom = ReturnType<typeof randomFor>;

/** A number derived from a key, for platform-style numeric ids (stable across processes). */
export function numberFor(key: string, digits: number): string {
  const hex = crypto.createHash('sha256').update(key).digest('hex');
  let out = '';
  for (const char of hex) {
    out += String(parseInt(char, 16) % 10);
    if (out.length === digits) break;
  }
  return out.replace(/^0/, '1');
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Generated history ends at the start of the current UTC day: every process computes the same dates,
 * and nothing generated is "new" to an incremental poll, only items added through the control API are.
 */
export function historyAnchor(now = Date.now()): number {
  return Math.floor(now / DAY) * DAY;
}

export function pastDate(random: SimRandom, anchor: number, maxDays = 90): Date {
  const hours = Math.floor(random.next() ** 2 * maxDays * 24) + 1;
  return new Date(anchor - hours * 60 * 60 * 1000 - random.int(0, 3599) * 1000);
}

export const FIRST_NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Hugo'];
export const MORE_NAMES = ['Chloé', 'Jonas', 'Lena', 'Aarav', 'Yuki', 'Amara', 'Diego', 'Hannah', 'Omar', 'Grace'];
export const LAST_NAMES = ['Johnson', 'García', 'Müller', 'Martin', 'Rossi', 'Nguyen', 'Dubois', 'Patel', 'Kim'];

export interface ReviewTemplate {
  rating: number;
  language: string;
  title: string;
  body: (product: string) => string;
  spam?: boolean;
}

/** Reviews in several languages, some angry, some spam (the simulator's own set). */
export const REVIEW_TEMPLATES: ReviewTemplate[] = [
  {
    rating: 5,
    language: 'en',
    title: 'Love it',
    body: (p) => `Absolutely love the ${p}. Fast shipping, great quality.`,
  },
  { rating: 5, language: 'en', title: 'Perfect', body: (p) => `The ${p} is perfect and the packaging is beautiful.` },
  { rating: 4, language: 'en', title: 'Very good', body: (p) => `Really good ${p}; delivery took two extra days.` },
  { rating: 3, language: 'en', title: 'Okay', body: (p) => `The ${p} is fine. Expected a bit more for the price.` },
  { rating: 2, language: 'en', title: 'Disappointed', body: (p) => `The ${p} arrived with a damaged box. Meh.` },
  {
    rating: 1,
    language: 'en',
    title: 'Never again',
    body: (p) => `TERRIBLE. My ${p} arrived broken and nobody answers my emails. I want my money back NOW.`,
  },
  { rating: 5, language: 'es', title: 'Excelente', body: (p) => `¡Me encanta el ${p}! Llegó rapidísimo.` },
  { rating: 2, language: 'es', title: 'Lento', body: (p) => `El ${p} está bien pero el envío tardó demasiado.` },
  { rating: 5, language: 'fr', title: 'Parfait', body: (p) => `Le ${p} est parfait, je le recommande. Merci !` },
  { rating: 1, language: 'fr', title: 'Déçue', body: (p) => `Très déçue par le ${p}, rien à voir avec la photo.` },
  { rating: 4, language: 'de', title: 'Sehr gut', body: (p) => `Sehr gutes ${p}, schnelle Lieferung.` },
  { rating: 1, language: 'de', title: 'Schlecht', body: (p) => `Das ${p} kam kaputt an und niemand antwortet.` },
  {
    rating: 5,
    language: 'en',
    title: 'Cheap followers',
    body: () => 'BUY CHEAP FOLLOWERS 💰💰 visit my profile link www.spam.example',
    spam: true,
  },
];

export const COMMENT_TEMPLATES: { language: string; text: (product: string) => string; spam?: boolean }[] = [
  { language: 'en', text: (p) => `Where can I buy the ${p}? 😍` },
  { language: 'en', text: (p) => `Is the ${p} back in stock??` },
  { language: 'en', text: () => 'This is gorgeous 🔥 do you ship to Canada?' },
  { language: 'en', text: (p) => `Ordered the ${p} 10 days ago and still nothing. Hello??` },
  { language: 'en', text: () => 'Worst customer service ever. Never buying again.' },
  { language: 'en', text: () => 'Love this brand so much ❤️' },
  { language: 'en', text: () => 'FREE FOLLOWERS!!! check my profile 💰 link in bio', spam: true },
  { language: 'es', text: (p) => `¿Hacen envíos a México del ${p}?` },
  { language: 'fr', text: () => 'Trop beau !! Vous livrez en Belgique ?' },
  { language: 'de', text: (p) => `Gibt es das ${p} auch in größer?` },
  { language: 'it', text: () => 'Bellissimo, lo voglio subito!' },
];

export const PRODUCT_WORDS = ['Classic', 'Everyday', 'Premium', 'Travel', 'Signature', 'Organic', 'Limited'];
export const PRODUCT_NOUNS = ['Tote Bag', 'Candle', 'Serum', 'Mug', 'Hoodie', 'Notebook', 'Blend', 'Bottle'];

export function personName(random: SimRandom): { name: string; handle: string; email: string } {
  const first = random.pick(random.chance(0.5) ? FIRST_NAMES : MORE_NAMES);
  const last = random.pick(LAST_NAMES);
  const plain = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return { name: `${first} ${last}`, handle: plain, email: `${plain}@example.com` };
}

/**
 * A customer's phone for about two in five keys (null for the rest), as shoppers type it:
 * "+1 (415) 555-0142". 555-01xx numbers are reserved for fiction, so none reaches a real person.
 */
export function phoneFor(key: string): string | null {
  const digits = numberFor(`phone:${key}`, 6);
  if (Number(digits[5]) >= 4) return null;
  const area = 200 + (Number(digits.slice(0, 3)) % 800);
  return `+1 (${area}) 555-01${digits.slice(3, 5)}`;
}

export function sha256Hex(key: string, body: string | Buffer): string {
  return crypto.createHmac('sha256', key).update(body).digest('hex');
}

export function sha256Base64(key: string, body: string | Buffer): string {
  return crypto.createHmac('sha256', key).update(body).digest('base64');
}

/** Opaque offset cursors, like the platforms' own opaque cursors. */
export const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
export function decodeCursor(cursor: unknown): number {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 100) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : 0;
}
