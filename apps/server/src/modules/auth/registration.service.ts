import {
  AUTH_MESSAGES,
  type ShopCredentials,
  type ShopRegisterRequest,
  type SignupRequest,
  type User,
} from '@bizamply/contracts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { guardSecretCheck, hitLimits, RATE_RULES } from '../rate-limit/rate-limit.service.ts';
import { applyOnboardingData } from '../onboarding/onboarding.service.ts';
import { queueInstallShop } from '../connections/index.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { ClientContext } from './client-context.ts';
import { startSession } from './login.service.ts';
import { toUserDto } from './user.dto.ts';
import {
  findUserByEmail,
  findUserById,
  insertAccount,
  insertUser,
  isUniqueViolation,
  updateUser,
  type UserRow,
} from './user.queries.ts';
import { countSend, issueCode, mailCode } from './verification.service.ts';

interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string | null;
  profilePic?: string | undefined;
  company?: { companyName: string; brandName: string; shop: ShopCredentials } | undefined;
}

export interface Registered {
  token: string;
  user: User;
}

const userExists = () => new AppError('USER_EXISTS', AUTH_MESSAGES.userExists);

/** Issue 19: the install link's store is connected to its brand by sign-up itself (a job, after commit). */
async function connectInstallLinkShop(deps: AuthDeps, user: UserRow, brandIds: string[]): Promise<void> {
  const [brandId] = brandIds;
  if (brandId) await queueInstallShop(deps.queue, { accountId: user.accountId, userId: user.id, brandId });
}

/** "Ann Marie Smith" → first name "Ann", last name "Marie Smith". */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * Creates the account and its unverified user, signs them in (the session lets the client finish
 * sign-up and reach /signup/verify-otp) and e-mails a 6-digit code after the transaction commits. The
 * welcome credits wait for the verification (issue 13 §3).
 */
async function createAccount(deps: AuthDeps, input: NewAccount, client: ClientContext): Promise<Registered> {
  const limit = await hitLimits(deps.db, client.ip ? [[RATE_RULES.registrationPerIp, client.ip]] : []);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', AUTH_MESSAGES.registrationRateLimited);
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw userExists();
  const passwordHash = await hashPassword(input.password);

  let created: { user: UserRow; token: string; code: string; brandIds: string[] };
  try {
    created = await deps.db.transaction(async (tx) => {
      const account = await insertAccount(tx, { companyName: input.company?.companyName ?? null });
      const user = await insertUser(tx, {
        accountId: account.id,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        profilePic: input.profilePic ?? null,
      });
      let brandIds: string[] = [];
      if (input.company) {
        const { companyName, brandName, shop } = input.company;
        brandIds = await applyOnboardingData(
          tx,
          deps.cipher,
          { accountId: account.id, userId: user.id },
          { company: companyName, brands: [{ brandName, shopify: shop }] },
        );
      }
      const code = await issueCode(tx, deps.cipher, user.id);
      const { token } = await startSession(tx, user, 'password', client);
      return { user: (await findUserById(tx, user.id)) ?? user, token, code, brandIds };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
  await connectInstallLinkShop(deps, created.user, created.brandIds);
  await countSend(deps, email, client.ip);
  await mailCode(deps, email, created.code);
  return { token: created.token, user: toUserDto(created.user, deps.adminEmail) };
}

/** POST /auth/signup (simple registration). */
export function signup(deps: AuthDeps, input: SignupRequest, client: ClientContext): Promise<Registered> {
  return createAccount(deps, { ...input, ...splitName(input.name) }, client);
}

/**
 * POST /auth/register (shop-based sign-up). A signed-in user registering their own address (the form
 * pre-fills and locks it) attaches the company, brand and shop to their account instead; they confirm
 * with their password, or set one if they only ever used Google.
 */
export async function registerShop(
  deps: AuthDeps,
  input: ShopRegisterRequest,
  client: ClientContext,
  caller: { userId: string; email: string } | null,
): Promise<Registered & { created: boolean }> {
  const shop = {
    shop: input.shop,
    shopifySessionId: input.shopifySessionId,
    shopifyAccessToken: input.shopifyAccessToken,
  };
  const company = { companyName: input.companyName, brandName: input.brandName, shop };
  if (!caller || caller.email.toLowerCase() !== input.email.toLowerCase()) {
    const registered = await createAccount(deps, { ...input, company }, client);
    return { ...registered, created: true };
  }
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw userExists();
  const currentHash = user.passwordHash;
  if (currentHash) {
    await guardSecretCheck(deps.db, RATE_RULES.passwordConfirmPerUser, user.id, async () => {
      if (!(await verifyPassword(currentHash, input.password))) {
        throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
    });
  }
  const passwordHash = user.passwordHash ?? (await hashPassword(input.password));
  const { row, token, brandIds } = await deps.db.transaction(async (tx) => {
    const linked = await applyOnboardingData(
      tx,
      deps.cipher,
      { accountId: user.accountId, userId: user.id },
      {
        company: input.companyName,
        brands: [{ brandName: input.brandName, shopify: shop }],
        personalInfo: { firstName: input.firstName, lastName: input.lastName },
      },
    );
    const updated = await updateUser(tx, user.id, { passwordHash });
    return { row: updated, brandIds: linked, ...(await startSession(tx, updated, 'password', client)) };
  });
  await connectInstallLinkShop(deps, row, brandIds);
  return { token, user: toUserDto(row, deps.adminEmail), created: false };
}
