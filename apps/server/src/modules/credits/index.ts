/**
 * Public entry of the credits module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { creditRoutes } from './credit.routes.ts';
export { CREDIT_DEFAULTS } from './credit.defaults.ts';
export { appendLedgerEntry } from './credit.ledger.ts';
export type { LedgerEntryInput } from './credit.ledger.ts';
export {
  creditPlatformOf,
  getBalance,
  getCreditSettings,
  grantWelcomeCredits,
  insufficientCredits,
  listTransactions,
  pageInfo,
} from './credit.service.ts';
