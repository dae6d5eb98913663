import type { User } from '@bizamply/contracts';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'demo@bizamply.test',
    name: 'Dana Demo',
    firstName: 'Dana',
    lastName: 'Demo',
    profilePic: null,
    role: 'user',
    isAdmin: false,
    accountType: 'free',
    firstimeSetup: 1,
    emailVerified: true,
    bizamplyId: 'BZ-1',
    shopifyDomain: null,
    shopifySessionId: null,
    shopifyScope: null,
    ...overrides,
  };
}
