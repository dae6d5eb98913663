/**
 * Public entry of the store-facts module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { storeCustomers } from './customers.service.ts';
export { readStoreFacts } from './store-facts.service.ts';
export type { StoreFacts, StoreFactsDeps } from './store-facts.service.ts';
