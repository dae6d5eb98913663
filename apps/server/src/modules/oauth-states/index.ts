/** Public entry of the oauth-states module: the single-use states of every OAuth round trip (one table, one module). */
export {
  deleteOAuthState,
  findLiveOAuthState,
  insertOAuthState,
  lockOAuthState,
  takeLiveOAuthPayload,
  takeOAuthState,
  type SavedState,
} from './oauth-states.queries.ts';
