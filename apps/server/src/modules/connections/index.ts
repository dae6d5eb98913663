/**
 * Public entry of the connections module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { connectionApiRoutes } from './connections.api.routes.ts';
export { connectionRoutes } from './connections.routes.ts';
export { consentPickerRoutes } from './consent-picker.routes.ts';
export { callbackUrl, platformFailure } from './connect.service.ts';
export {
  findBrandConnection,
  findConnectionById,
  findConnectionsByExternalId,
  heldByAnotherAccount,
  listConnectionsDue,
  updateConnection,
} from './connection-store.service.ts';
export type { ConnectionRow } from './connection-store.service.ts';
export { queueInstallShop } from './install-shop.ts';
