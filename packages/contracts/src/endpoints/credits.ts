import {
  creditBalanceResponseSchema,
  creditInfoResponseSchema,
  creditSettingsResponseSchema,
  creditSettingsSaveResponseSchema,
  creditSettingsUpdateSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '../credits-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Spec 2 §7 and spec 3 §7 credit calls. Credits belong to the account: no brand context needed. */
export const creditEndpoints = defineEndpointGroup('credits', {
  balance: defineEndpoint({
    method: 'GET',
    path: '/api/credits/balance',
    auth: 'user',
    summary: "The account's credit balance",
    response: creditBalanceResponseSchema,
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/credits/info',
    auth: 'user',
    summary: 'The balance, top-level fields',
    response: creditInfoResponseSchema,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/credits/settings',
    auth: 'user',
    summary: 'The credit prices in force (newest version)',
    response: creditSettingsResponseSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/api/credits/settings',
    auth: 'admin',
    summary: 'Save new credit prices as the next version (administrators only)',
    body: creditSettingsUpdateSchema,
    response: creditSettingsSaveResponseSchema,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/credits/transactions',
    auth: 'user',
    summary: "The account's credit transactions, filtered and paginated",
    query: transactionsQuerySchema,
    response: transactionsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
});
