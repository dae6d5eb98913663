import { ADMIN_CUSTOMER_MESSAGES, CREDIT_PACKS, type CustomerStatus } from '@bizamply/contracts';
import type { Executor } from '../db/client.ts';
import { accounts, brands, loginHistory, users } from '../db/schema/index.ts';
import { createSession } from '../modules/auth/session.service.ts';
import { appendLedgerEntry, type LedgerEntryInput } from '../modules/credits/credit.ledger.ts';
import { CREDIT_DEFAULTS } from '../modules/credits/credit.defaults.ts';
import { createRandom, type Random } from './demo-catalog.ts';

type AccountType = (typeof users.$inferInsert)['accountType'];
type CreditPlatform = LedgerEntryInput['platform'];

interface DemoCustomer {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  industry: string;
  size: string;
  location: string;
  accountType: AccountType;
  status: CustomerStatus;
  joinedDaysAgo: number;
  /** null: added by an administrator and never signed in. 0: signed in today (and still online). */
  lastLoginDaysAgo: number | null;
  brands: [name: string, domain: string][];
}

/**
 * The administrator's customer list on a fresh start: a dozen other companies beside the demo, with mixed
 * plans and states. None has a password (like a customer the administrator adds), so nobody can sign in as
 * them from what this repository shows; their figures come from their own seeded random stream, so the
 * demo account's data does not move when this list changes.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    ...person('Olivia', 'Bennett', 'olivia@harborandpine.test', 'Portland, OR'),
    ...company('Harbor & Pine Outfitters', 'Apparel', '11-50'),
    ...plan('premium', 'active', 238, 0),
    brands: [
      ['Harbor & Pine', 'harborandpine.com'],
      ['Pine Kids', 'pinekids.com'],
    ],
  },
  {
    ...person('Marcus', 'Chen', 'marcus.chen@lumenbeauty.test', 'Vancouver, BC'),
    ...company('Lumen Beauty Labs', 'Beauty & Cosmetics', '51-200'),
    ...plan('enterprise', 'active', 221, 0),
    brands: [
      ['Lumen Skin', 'lumenskin.com'],
      ['Lumen Men', 'lumenmen.com'],
    ],
  },
  {
    ...person('Sofía', 'Álvarez', 'sofia@casaverdehome.test', 'Austin, TX'),
    ...company('Casa Verde Home', 'Home & Garden', '1-10'),
    ...plan('basic', 'active', 197, 1),
    brands: [['Casa Verde', 'casaverdehome.com']],
  },
  {
    ...person('James', "O'Connor", 'james@ironkettle.test', 'Dublin, Ireland'),
    ...company('Iron Kettle Coffee Roasters', 'Food & Beverage', '11-50'),
    ...plan('basic', 'inactive', 183, 96),
    brands: [['Iron Kettle Coffee', 'ironkettlecoffee.com']],
  },
  {
    ...person('Priya', 'Raman', 'priya@saffronandthread.test', 'London, UK'),
    ...company('Saffron & Thread', 'Apparel', '11-50'),
    ...plan('premium', 'active', 160, 2),
    brands: [
      ['Saffron & Thread', 'saffronandthread.com'],
      ['Thread Studio', 'threadstudio.co'],
    ],
  },
  {
    ...person('Lukas', 'Becker', 'lukas@nordtrail.test', 'Munich, Germany'),
    ...company('Nordtrail Gear GmbH', 'Sports & Outdoors', '1-10'),
    ...plan('free', 'banned', 142, 41),
    brands: [['Nordtrail', 'nordtrail.de']],
  },
  {
    ...person('Hana', 'Sato', 'hana@kumoceramics.test', 'Osaka, Japan'),
    ...company('Kumo Ceramics', 'Home Decor', '1-10'),
    ...plan('free', 'active', 118, 5),
    brands: [['Kumo Ceramics', 'kumoceramics.jp']],
  },
  {
    ...person('Daniel', 'Okoye', 'daniel@brightpaws.test', 'Atlanta, GA'),
    ...company('Bright Paws Pet Supply', 'Pets', '11-50'),
    ...plan('basic', 'active', 95, 0),
    brands: [
      ['Bright Paws', 'brightpaws.com'],
      ['Bright Paws Vet Line', 'brightpawsvet.com'],
    ],
  },
  {
    ...person('Chloé', 'Martin', 'chloe@maisonlune.test', 'Paris, France'),
    ...company('Maison Lune', 'Jewelry & Accessories', '11-50'),
    ...plan('premium', 'active', 71, 1),
    brands: [['Maison Lune Paris', 'maisonlune.fr']],
  },
  {
    ...person('Ethan', 'Walker', 'ethan@peakfuel.test', 'Denver, CO'),
    ...company('Peak Fuel Nutrition', 'Health & Wellness', '1-10'),
    ...plan('free', 'inactive', 54, 38),
    brands: [['Peak Fuel', 'peakfuel.com']],
  },
  {
    ...person('Amara', 'Nwosu', 'amara@sunkissedswim.test', 'Miami, FL'),
    ...company('Sunkissed Swimwear', 'Apparel', '1-10'),
    ...plan('basic', 'active', 26, 3),
    brands: [['Sunkissed Swim', 'sunkissedswim.com']],
  },
  {
    ...person('Tom', 'Fischer', 'tom@fieldnotesstationery.test', 'Hamburg, Germany'),
    ...company('Field Notes Stationery', 'Stationery & Gifts', '1-10'),
    ...plan('free', 'active', 6, null),
    brands: [],
  },
];

function person(firstName: string, lastName: string, email: string, location: string) {
  return { firstName, lastName, email, location };
}
function company(name: string, industry: string, size: string) {
  return { company: name, industry, size };
}
function plan(
  accountType: AccountType,
  status: CustomerStatus,
  joinedDaysAgo: number,
  lastLoginDaysAgo: number | null,
) {
  return { accountType, status, joinedDaysAgo, lastLoginDaysAgo };
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
];
const USAGE_PLATFORMS: CreditPlatform[] = ['shopify', 'judgeme', 'instagram', 'facebook', 'yotpo'];

/** Addresses from the documentation ranges (RFC 5737), so none belongs to a real network. */
function documentationIp(random: Random): string {
  return `${random.pick(['192.0.2', '198.51.100', '203.0.113'])}.${random.int(2, 254)}`;
}

/** A time between two instants, never after `latest`. */
function between(random: Random, earliest: number, latest: number): Date {
  return new Date(earliest + Math.floor(random.next() * Math.max(0, latest - earliest)));
}

/** Adds the other customers. Runs inside the seed's transaction, after the demo account. */
export async function seedDemoCustomers(tx: Executor, now: Date): Promise<void> {
  const random = createRandom(7_318);
  for (const customer of DEMO_CUSTOMERS) await seedCustomer(tx, random, customer, now.getTime());
}

async function seedCustomer(tx: Executor, random: Random, customer: DemoCustomer, now: number): Promise<void> {
  const joined = now - customer.joinedDaysAgo * DAY - random.int(0, 10 * 60) * MINUTE;
  const signedIn = customer.lastLoginDaysAgo !== null;
  const lastLogin =
    customer.lastLoginDaysAgo === null
      ? null
      : customer.lastLoginDaysAgo === 0
        ? now - random.int(1, 45) * MINUTE
        : now - customer.lastLoginDaysAgo * DAY - random.int(30, 300) * MINUTE;

  const [account] = await tx
    .insert(accounts)
    .values({
      companyName: customer.company,
      companySize: customer.size,
      industry: customer.industry,
      setupStatus: customer.brands.length > 0 ? 'completed' : 'started',
      createdAt: new Date(joined),
    })
    .returning();
  if (!account) throw new Error('customer account insert failed');
  const [user] = await tx
    .insert(users)
    .values({
      accountId: account.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      passwordHash: null,
      accountType: customer.accountType,
      status: customer.status,
      location: customer.location,
      emailVerifiedAt: signedIn ? new Date(joined + random.int(1, 20) * MINUTE) : null,
      // Never signed in: added by an administrator (the ledger's initial credits say so too).
      invitedAt: lastLogin === null ? new Date(joined) : null,
      firstimeSetup: customer.brands.length > 0 ? 1 : 0,
      createdAt: new Date(joined),
      updatedAt: new Date(lastLogin ?? joined),
    })
    .returning();
  if (!user) throw new Error('customer user insert failed');

  const brandRows =
    customer.brands.length === 0
      ? []
      : await tx
          .insert(brands)
          .values(
            customer.brands.map(([name, domain], index) => ({
              accountId: account.id,
              name,
              domain,
              createdAt: new Date(joined + (30 + index * 7) * MINUTE),
            })),
          )
          .returning({ id: brands.id });

  const ids = { accountId: account.id, userId: user.id };
  await seedLedger(tx, random, customer, { ...ids, brandIds: brandRows.map((brand) => brand.id) }, joined, lastLogin);
  if (lastLogin !== null) await seedLogins(tx, random, customer, ids, joined, lastLogin);
}

async function seedLedger(
  tx: Executor,
  random: Random,
  customer: DemoCustomer,
  ids: { accountId: string; userId: string; brandIds: string[] },
  joined: number,
  lastLogin: number | null,
): Promise<void> {
  const base = { accountId: ids.accountId, userId: ids.userId };
  if (lastLogin === null) {
    // Added by an administrator: the initial credits stand in for the sign-up bonus.
    await appendLedgerEntry(tx, {
      ...base,
      type: 'bonus',
      platform: 'system',
      delta: 50,
      description: ADMIN_CUSTOMER_MESSAGES.initialCreditsDescription,
      idempotencyKey: 'admin-initial-credits',
      createdAt: new Date(joined),
    });
    return;
  }
  await appendLedgerEntry(tx, {
    ...base,
    type: 'bonus',
    platform: 'system',
    delta: CREDIT_DEFAULTS.freeCredits,
    description: 'Welcome bonus: free credits for new accounts',
    idempotencyKey: 'seed:welcome-bonus',
    createdAt: new Date(joined),
  });

  const entries: Omit<LedgerEntryInput, 'accountId' | 'userId'>[] = [];
  const pack = CREDIT_PACKS[0];
  if (pack && (customer.accountType === 'premium' || customer.accountType === 'enterprise' || random.chance(0.3))) {
    entries.push({
      type: 'refill',
      platform: 'shopify',
      delta: pack.credits,
      description: `Credit pack: ${pack.name}`,
      idempotencyKey: 'seed:credit-pack-1',
      metadata: { purchaseName: pack.name, amount: pack.price, currencyCode: 'USD' },
      createdAt: between(random, joined + 2 * DAY, lastLogin),
    });
  }
  const usageCount = ids.brandIds.length === 0 ? 0 : random.int(4, 12);
  for (let index = 0; index < usageCount; index += 1) {
    const platform = random.pick(USAGE_PLATFORMS);
    const brandId = random.pick(ids.brandIds);
    const generatedAt = between(random, joined + DAY, lastLogin);
    entries.push({
      brandId,
      type: 'usage',
      platform,
      delta: -CREDIT_DEFAULTS.generateCredits,
      description: 'AI response generated',
      idempotencyKey: `seed:generate:${index}`,
      createdAt: generatedAt,
    });
    if (random.chance(0.65)) {
      entries.push({
        brandId,
        type: 'usage',
        platform,
        delta: -CREDIT_DEFAULTS.sendCredits,
        description: `Response sent to ${platform}`,
        idempotencyKey: `seed:send:${index}`,
        createdAt: new Date(generatedAt.getTime() + random.int(2, 90) * MINUTE),
      });
    }
  }
  // Oldest first, so the balance never dips below zero on the way (usage stays well under the bonus anyway).
  entries.sort((left, right) => (left.createdAt?.getTime() ?? 0) - (right.createdAt?.getTime() ?? 0));
  for (const entry of entries) await appendLedgerEntry(tx, { ...base, ...entry });
}

async function seedLogins(
  tx: Executor,
  random: Random,
  customer: DemoCustomer,
  ids: { accountId: string; userId: string },
  joined: number,
  lastLogin: number,
): Promise<void> {
  const homeIp = documentationIp(random);
  const userAgent = random.pick(USER_AGENTS);
  const successes = random.int(3, 9);
  const times = Array.from({ length: successes - 1 }, () => between(random, joined, lastLogin).getTime());
  const rows: (typeof loginHistory.$inferInsert)[] = [...times, lastLogin].map((time) => ({
    ...ids,
    email: customer.email,
    success: true,
    loginMethod: 'google',
    ipAddress: random.chance(0.8) ? homeIp : documentationIp(random),
    userAgent: random.chance(0.85) ? userAgent : random.pick(USER_AGENTS),
    createdAt: new Date(time),
  }));
  // A password tried now and then (these accounts sign in with Google), and a scripted burst after the
  // banned customer's last sign-in.
  const banned = customer.status === 'banned';
  const failures = banned ? 3 : random.chance(0.4) ? random.int(1, 2) : 0;
  const strangerIp = documentationIp(random);
  for (let index = 0; index < failures; index += 1) {
    rows.push({
      ...ids,
      email: customer.email,
      success: false,
      loginMethod: 'password',
      ipAddress: banned ? strangerIp : homeIp,
      userAgent: banned ? 'python-requests/2.31.0' : userAgent,
      createdAt: banned
        ? new Date(lastLogin + (index + 1) * random.int(1, 3) * MINUTE)
        : between(random, joined, lastLogin),
    });
  }
  await tx.insert(loginHistory).values(rows);

  // Still signed in: a session whose token was never kept, so the list shows them online but nobody can use it.
  if (customer.lastLoginDaysAgo === 0 && customer.status === 'active') {
    await createSession(tx, { ...ids, device: userAgent, ipAddress: homeIp, loginMethod: 'google' });
  }
}
